import type { views as en } from "../en/views.js";
import type { Translation } from "../message.js";

export const views = {
  "queue.more": { one: "{count, number} más sin mostrar", other: "{count, number} más sin mostrar" },
  "workflow.exists": "Este servidor ya tiene un workflow llamado **{name}**. Elimínalo primero para sustituirlo.",
  "workflow.notUsed": "`{option}` → sin usar",
  "workflow.mapsTo": "`{option}` → `{target}` ({nodeClass})",
  "workflow.cannotRun": "El servicio no puede ejecutar este workflow. No se ha guardado nada.",
  "workflow.classMissing": "{where} no está en el servicio.",
  "workflow.classMissingUnasked":
    "{where} no está en el servicio (no se ha podido preguntar al registro qué paquete lo proporciona).",
  "workflow.classMissingNoPack": "{where} no está en el servicio y ningún paquete del registro lo proporciona.",
  "workflow.classMissingPack": "{where} no está en el servicio. Procede del paquete {pack}.",
  "workflow.node": "nodo {id} ({nodeClass})",
  "workflow.nodeId": "nodo {id}",
  "workflow.inputMissing": "{node}: falta la entrada obligatoria `{input}`.",
  "workflow.notNumber": "{node}: la entrada `{input}` debe ser un número (se recibió {value}).",
  "workflow.notWhole": "{node}: la entrada `{input}` debe ser un número entero (se recibió {value}).",
  "workflow.outside": "{node}: la entrada `{input}` vale {value}, fuera del rango de {min} a {max}.",
  "workflow.notText": "{node}: la entrada `{input}` debe ser texto (se recibió {value}).",
  "workflow.notBoolean": "{node}: la entrada `{input}` debe ser true o false (se recibió {value}).",
  "workflow.notChoice":
    "{node}: la entrada `{input}` vale {value}, que no es una de las opciones del servicio ({choices}).",
  "workflow.linkNoNode": "{node}: la entrada `{input}` está conectada al nodo {source}, que no está en el workflow.",
  "workflow.linkNoOutput": {
    one: "{node}: la entrada `{input}` está conectada a la salida {index} de {source}, que solo tiene {count, number} salida.",
    other:
      "{node}: la entrada `{input}` está conectada a la salida {index} de {source}, que solo tiene {count, number} salidas.",
  },
  "workflow.selfLoop": "{node} está conectado a sí mismo, así que nunca podría ejecutarse.",
  "workflow.loop": "Los nodos {nodes} se alimentan entre sí en un bucle, así que ninguno podría ejecutarse.",
  "workflow.arrow": "{first} → {rest}",
  "workflow.noOutput": "El workflow no tiene ningún nodo de salida (como SaveImage), así que no produciría nada.",
  "workflow.problem": "• {problem}",
  "workflow.moreProblems": { one: "• … y {count, number} problema más", other: "• … y {count, number} problemas más" },
  "workflow.where": { one: "`{classType}` (nodo {nodes})", other: "`{classType}` (nodos {nodes})" },
  "workflow.pack": "**{name}** (`{id}`, última versión {version}){repo}",
  "workflow.fileEmpty": "`{@workflow.add.file}` está vacío: adjunta el JSON del workflow (Export (API) en el editor).",
  "workflow.fileTooLarge": "`{@workflow.add.file}` debe ocupar como máximo {max} (ocupa {size}).",
  "workflow.fileNotText":
    "`{@workflow.add.file}` no es texto: adjunta el JSON del workflow (Export (API) en el editor).",
  "workflow.fileNotJson":
    "`{@workflow.add.file}` no es un JSON válido: adjunta el JSON del workflow (Export (API) en el editor).",
  "workflow.fileBroken":
    "`{@workflow.add.file}` contiene un texto con un carácter NUL o roto (un sustituto sin pareja): corrígelo en el editor y vuelve a exportarlo.",
  "workflow.fileNotObject": "`{@workflow.add.file}` debe contener un objeto JSON de nodos (el formato API).",
  "workflow.fileEditorFormat":
    "`{@workflow.add.file}` está en el formato del editor. Expórtalo con **Export (API)** y adjunta ese archivo.",
  "workflow.fileNoNodes": "`{@workflow.add.file}` no contiene ningún nodo.",
  "workflow.fileTooManyNodes":
    "`{@workflow.add.file}` puede contener como máximo {max, number} nodos (tiene {count, number}).",
  "workflow.fileBadId": "`{@workflow.add.file}`: {label} tiene un ID que no es un ID de nodo.",
  "workflow.fileBadNode":
    "`{@workflow.add.file}`: {label} debe ser un objeto con `class_type` e `inputs` (el formato API).",
  "workflow.fileBadClass":
    "`{@workflow.add.file}`: {label} tiene un `class_type` que no es un nombre de clase de nodo.",
  "workflow.noNode": "`{@workflow.map.input}`: el workflow no tiene el nodo `{node}`.",
  "workflow.noInput": "`{@workflow.map.input}`: el nodo {node} ({nodeClass}) no tiene la entrada `{input}`.",
  "workflow.linked":
    "`{@workflow.map.input}`: `{input}` recibe su valor de otro nodo, así que {/generate} no puede fijarlo.",
  "workflow.notLoader":
    "`{@workflow.map.input}`: `{option}` va en la entrada de nombre de un loader (el `ckpt_name` de un loader de checkpoint o el `lora_name` de uno de LoRA), y `{input}` es una entrada de {nodeClass}.",
  "workflow.wrongTypeText":
    "`{@workflow.map.input}`: `{option}` necesita una entrada de texto, y `{input}` contiene {value}.",
  "workflow.wrongTypeNumber":
    "`{@workflow.map.input}`: `{option}` necesita una entrada numérica, y `{input}` contiene {value}.",
  "workflow.full":
    "Este servidor ya guarda {max, number} workflows, el máximo: quita uno con `{/workflow remove}` antes de añadir otro.",
} as const satisfies Translation<typeof en>;
