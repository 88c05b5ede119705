/** A saved workflow's checks (on `/workflow add` and before a run) and a list's "more not shown". */
export const views = {
  "queue.more": { one: "{count, number} more not shown", other: "{count, number} more not shown" },
  "workflow.exists": "This server already has a workflow named **{name}**. Remove it first to replace it.",
  "workflow.notUsed": "`{option}` → not used",
  "workflow.mapsTo": "`{option}` → `{target}` ({nodeClass})",
  "workflow.cannotRun": "The service cannot run this workflow. Nothing was saved.",
  "workflow.classMissing": "{where} is not on the service.",
  "workflow.classMissingUnasked":
    "{where} is not on the service (the registry could not be asked which pack provides it).",
  "workflow.classMissingNoPack": "{where} is not on the service, and no registry pack provides it.",
  "workflow.classMissingPack": "{where} is not on the service. It comes from the pack {pack}.",
  "workflow.node": "node {id} ({nodeClass})",
  "workflow.nodeId": "node {id}",
  "workflow.inputMissing": "{node}: required input `{input}` is missing.",
  "workflow.notNumber": "{node}: input `{input}` must be a number (got {value}).",
  "workflow.notWhole": "{node}: input `{input}` must be a whole number (got {value}).",
  "workflow.outside": "{node}: input `{input}` is {value}, outside {min} to {max}.",
  "workflow.notText": "{node}: input `{input}` must be text (got {value}).",
  "workflow.notBoolean": "{node}: input `{input}` must be true or false (got {value}).",
  "workflow.notChoice": "{node}: input `{input}` is {value}, not one of the service's choices ({choices}).",
  "workflow.linkNoNode": "{node}: input `{input}` links to node {source}, which is not in the workflow.",
  "workflow.linkNoOutput": {
    one: "{node}: input `{input}` links to output {index} of {source}, which has {count, number} output.",
    other: "{node}: input `{input}` links to output {index} of {source}, which has {count, number} outputs.",
  },
  "workflow.selfLoop": "{node} links to itself, so it could never run.",
  "workflow.loop": "Nodes {nodes} feed each other in a loop, so none of them could run.",
  "workflow.arrow": "{first} → {rest}",
  "workflow.noOutput": "The workflow has no output node (such as SaveImage), so it would produce nothing.",
  "workflow.problem": "• {problem}",
  "workflow.moreProblems": { one: "• … and {count, number} more", other: "• … and {count, number} more" },
  "workflow.where": { one: "`{classType}` (node {nodes})", other: "`{classType}` (nodes {nodes})" },
  "workflow.pack": "**{name}** (`{id}`, latest {version}){repo}",
  "workflow.fileEmpty": "`{@workflow.add.file}` is empty: attach the workflow's JSON (Export (API) in the editor).",
  "workflow.fileTooLarge": "`{@workflow.add.file}` must be at most {max} (it is {size}).",
  "workflow.fileNotText":
    "`{@workflow.add.file}` is not text: attach the workflow's JSON (Export (API) in the editor).",
  "workflow.fileNotJson":
    "`{@workflow.add.file}` is not valid JSON: attach the workflow's JSON (Export (API) in the editor).",
  "workflow.fileBroken":
    "`{@workflow.add.file}` holds a text with a NUL or a broken character (an unpaired surrogate): fix it in the editor and export again.",
  "workflow.fileNotObject": "`{@workflow.add.file}` must hold a JSON object of nodes (the API format).",
  "workflow.fileEditorFormat":
    "`{@workflow.add.file}` is in the editor's format. Export it with **Export (API)** and attach that file.",
  "workflow.fileNoNodes": "`{@workflow.add.file}` holds no nodes.",
  "workflow.fileTooManyNodes": "`{@workflow.add.file}` may hold at most {max, number} nodes (it has {count, number}).",
  "workflow.fileBadId": "`{@workflow.add.file}`: {label} has an id that is not a node id.",
  "workflow.fileBadNode":
    "`{@workflow.add.file}`: {label} must be an object with `class_type` and `inputs` (the API format).",
  "workflow.fileBadClass": "`{@workflow.add.file}`: {label} has a `class_type` that is not a node class name.",
  "workflow.noNode": "`{@workflow.map.input}`: the workflow has no node `{node}`.",
  "workflow.noInput": "`{@workflow.map.input}`: node {node} ({nodeClass}) has no input `{input}`.",
  "workflow.linked": "`{@workflow.map.input}`: `{input}` is fed by another node, so {/generate} cannot set it.",
  "workflow.notLoader":
    "`{@workflow.map.input}`: `{option}` goes into a loader's name input (`{option}` → a checkpoint loader's `ckpt_name` or a LoRA loader's `lora_name`), and `{input}` is an input of {nodeClass}.",
  "workflow.wrongTypeText": "`{@workflow.map.input}`: `{option}` needs a text input, and `{input}` holds {value}.",
  "workflow.wrongTypeNumber": "`{@workflow.map.input}`: `{option}` needs a number input, and `{input}` holds {value}.",
  "workflow.full":
    "This server keeps {max, number} workflows, the most it may: remove one with `{/workflow remove}` before adding another.",
} as const;
