import type { views as en } from "../en/views.js";
import type { Translation } from "../message.js";

export const views = {
  "list.more": { one: "{count, number} más sin mostrar", other: "{count, number} más sin mostrar" },
  "graph.exists": "Este servidor ya tiene un workflow llamado **{name}**. Elimínalo primero para sustituirlo.",
  "graph.notUsed": "`{option}` → sin usar",
  "graph.mapsTo": "`{option}` → `{target}` ({nodeClass})",
  "graph.cannotRun": "El servicio no puede ejecutar este workflow. No se ha guardado nada.",
  "graph.classMissing": "{where} no está en el servicio.",
  "graph.classMissingUnasked":
    "{where} no está en el servicio (no se ha podido preguntar al registro qué paquete lo proporciona).",
  "graph.classMissingNoPack": "{where} no está en el servicio y ningún paquete del registro lo proporciona.",
  "graph.classMissingPack": "{where} no está en el servicio. Procede del paquete {pack}.",
  "graph.node": "nodo {id} ({nodeClass})",
  "graph.nodeId": "nodo {id}",
  "graph.inputMissing": "{node}: falta la entrada obligatoria `{input}`.",
  "graph.notNumber": "{node}: la entrada `{input}` debe ser un número (se recibió {value}).",
  "graph.notWhole": "{node}: la entrada `{input}` debe ser un número entero (se recibió {value}).",
  "graph.outside": "{node}: la entrada `{input}` vale {value}, fuera del rango de {min} a {max}.",
  "graph.notText": "{node}: la entrada `{input}` debe ser texto (se recibió {value}).",
  "graph.notBoolean": "{node}: la entrada `{input}` debe ser true o false (se recibió {value}).",
  "graph.notChoice":
    "{node}: la entrada `{input}` vale {value}, que no es una de las opciones del servicio ({choices}).",
  "graph.linkNoNode": "{node}: la entrada `{input}` está conectada al nodo {source}, que no está en el workflow.",
  "graph.linkNoOutput": {
    one: "{node}: la entrada `{input}` está conectada a la salida {index} de {source}, que solo tiene {count, number} salida.",
    other:
      "{node}: la entrada `{input}` está conectada a la salida {index} de {source}, que solo tiene {count, number} salidas.",
  },
  "graph.selfLoop": "{node} está conectado a sí mismo, así que nunca podría ejecutarse.",
  "graph.loop": "Los nodos {nodes} se alimentan entre sí en un bucle, así que ninguno podría ejecutarse.",
  "graph.arrow": "{first} → {rest}",
  "graph.noOutput": "El workflow no tiene ningún nodo de salida (como SaveImage), así que no produciría nada.",
  "graph.problem": "• {problem}",
  "graph.moreProblems": { one: "• … y {count, number} problema más", other: "• … y {count, number} problemas más" },
  "graph.where": { one: "`{classType}` (nodo {nodes})", other: "`{classType}` (nodos {nodes})" },
  "graph.pack": "**{name}** (`{id}`, última versión {version}){repo}",
  "graph.fileEmpty": "`{@workflow.add.file}` está vacío: adjunta el JSON del workflow (Export (API) en el editor).",
  "graph.fileTooLarge": "`{@workflow.add.file}` debe ocupar como máximo {max} (ocupa {size}).",
  "graph.fileNotText": "`{@workflow.add.file}` no es texto: adjunta el JSON del workflow (Export (API) en el editor).",
  "graph.fileNotJson":
    "`{@workflow.add.file}` no es un JSON válido: adjunta el JSON del workflow (Export (API) en el editor).",
  "graph.fileBroken":
    "`{@workflow.add.file}` contiene un texto con un carácter NUL o roto (un sustituto sin pareja): corrígelo en el editor y vuelve a exportarlo.",
  "graph.fileNotObject": "`{@workflow.add.file}` debe contener un objeto JSON de nodos (el formato API).",
  "graph.fileEditorFormat":
    "`{@workflow.add.file}` está en el formato del editor. Expórtalo con **Export (API)** y adjunta ese archivo.",
  "graph.fileNoNodes": "`{@workflow.add.file}` no contiene ningún nodo.",
  "graph.fileTooManyNodes":
    "`{@workflow.add.file}` puede contener como máximo {max, number} nodos (tiene {count, number}).",
  "graph.fileBadId": "`{@workflow.add.file}`: {label} tiene un ID que no es un ID de nodo.",
  "graph.fileBadNode":
    "`{@workflow.add.file}`: {label} debe ser un objeto con `class_type` e `inputs` (el formato API).",
  "graph.fileBadClass": "`{@workflow.add.file}`: {label} tiene un `class_type` que no es un nombre de clase de nodo.",
  "graph.noNode": "`{@workflow.map.input}`: el workflow no tiene el nodo `{node}`.",
  "graph.noInput": "`{@workflow.map.input}`: el nodo {node} ({nodeClass}) no tiene la entrada `{input}`.",
  "graph.linked":
    "`{@workflow.map.input}`: `{input}` recibe su valor de otro nodo, así que {/generate} no puede fijarlo.",
  "graph.notLoader":
    "`{@workflow.map.input}`: `{option}` va en la entrada de nombre de un loader (el `ckpt_name` de un loader de checkpoint o el `lora_name` de uno de LoRA), y `{input}` es una entrada de {nodeClass}.",
  "graph.wrongTypeText":
    "`{@workflow.map.input}`: `{option}` necesita una entrada de texto, y `{input}` contiene {value}.",
  "graph.wrongTypeNumber":
    "`{@workflow.map.input}`: `{option}` necesita una entrada numérica, y `{input}` contiene {value}.",
  "graph.full":
    "Este servidor ya guarda {max, number} workflows, el máximo: quita uno con `{/workflow remove}` antes de añadir otro.",
} as const satisfies Translation<typeof en>;
