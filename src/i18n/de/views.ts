import type { views as en } from "../en/views.js";
import type { Translation } from "../message.js";

export const views = {
  "queue.empty": "Auf diesem Server wartet oder läuft gerade nichts.",
  "queue.title": "Wartende und laufende Aufträge",
  "queue.more": { one: "{count, number} weiterer nicht angezeigt", other: "{count, number} weitere nicht angezeigt" },
  "queue.line": "{kind} · {user} · {state} · gestartet {time}",
  "queue.link": "Nachricht",
  "queue.running": "läuft",
  "queue.queued": "wartet",
  "queue.submitting": "wird übermittelt",
  "queue.partner": "{state} (Partneraufgabe, keine Position in der Warteschlange)",
  "queue.unavailable": "{state} (Position in der Warteschlange nicht verfügbar)",
  "queue.ahead": "wartet – {count, number} davor in der Warteschlange des Dienstes",
  "showjob.noSuchJob":
    "`{@show.job}`: Auf diesem Server gibt es keinen solchen Auftrag. Wähle einen deiner Aufträge aus der Liste.",
  "showjob.notVisible":
    "`{@show.job}`: Den Auftrag eines anderen Mitglieds kannst du nur sehen, wenn er in einem Kanal gepostet wurde, den du sehen kannst.",
  "showjob.noKey":
    "Dieser Server hat keinen API-Schlüssel mehr, daher können die Dateien des Auftrags nicht abgerufen werden.",
  "showjob.jobId": "eine Auftrags-ID: Wähle eine aus der Liste",
  "status.pending": "ausstehend",
  "status.in_progress": "läuft",
  "status.completed": "fertig",
  "status.failed": "fehlgeschlagen",
  "status.cancelled": "abgebrochen",
  "node.noMatch": "Kein Paket in der Registry passt zu {what}.",
  "node.noPage": "Für {what} gibt es keine Seite {page}.",
  "node.filterOs": "Betriebssystem {os}",
  "node.filterAccelerator": "Beschleuniger {accelerator}",
  "node.searchTitle": "Node-Pakete zu „{query}“",
  "node.searchSummary": {
    one: "{count, number} Paket passt zu {what} · Seite {page} von {pages}",
    other: "{count, number} Pakete passen zu {what} · Seite {page} von {pages}",
  },
  "node.by": "von {author} · ★ {stars} · ⬇ {downloads} · neueste {latest}",
  "node.status": "Status",
  "node.os": "Betriebssystem",
  "node.accelerators": "Beschleuniger",
  "node.versions": "Versionen ({count, number}, neueste zuerst)",
  "node.noneListed": "keine aufgeführt",
  "node.nonePublished": "keine veröffentlicht",
  "node.olderVersions": { one: "… und {count, number} ältere", other: "… und {count, number} ältere" },
  "node.state.Active": "Aktiv",
  "node.state.Deleted": "Gelöscht",
  "node.state.Banned": "Gesperrt",
  "node.state.Pending": "Ausstehend",
  "node.state.Flagged": "Markiert",
  "node.classes": "Node-Klassen in {version}",
  "node.classesPage": "Node-Klassen in {version}, Seite {page} von {pages}",
  "node.notProvided":
    "Kein Paket in der Registry stellt {className} bereit. Die Node ist vielleicht im Dienst integriert oder wurde nie veröffentlicht.",
  "node.providedBy": "{className} wird von diesem Paket bereitgestellt.",
  "node.noPack": "Die Registry hat kein Paket mit der ID `{id}`. Versuche es mit `{/node search}`.",
  "workflow.needsManageServer":
    "Nur Mitglieder mit der Berechtigung „Server verwalten“ können die Workflows dieses Servers ändern. `{/workflow list}` kann jeder verwenden.",
  "workflow.removed": "Der Workflow **{name}** wurde entfernt.",
  "workflow.defaultSet": "`{/generate}` verwendet jetzt **{name}**, sofern ein Mitglied keinen anderen Workflow wählt.",
  "workflow.exists":
    "Dieser Server hat bereits einen Workflow namens **{name}**. Entferne ihn zuerst, um ihn zu ersetzen.",
  "workflow.noKey":
    "Ein Workflow wird mit dem API-Schlüssel dieses Servers gegen die Nodes des Dienstes geprüft, und es gibt noch keinen: `{/settings key}`.",
  "workflow.partnerNodes":
    "Partner-Nodes ({classes}): Ausführungen senden den API-Schlüssel dieses Servers mit dem Auftrag an den Partnerdienst.",
  "workflow.saved": {
    one: "**{name}** gespeichert ({count, number} Node). `{/generate} {@generate.workflow}:{name}` füllt aus:",
    other: "**{name}** gespeichert ({count, number} Nodes). `{/generate} {@generate.workflow}:{name}` füllt aus:",
  },
  "workflow.wrongPlace":
    "Falsche Stelle? `{/workflow map} {@workflow.map.name}:{name} {@workflow.map.option}:seed {@workflow.map.input}:3.seed` (`{@workflow.map.input}:none`, um eine Option wegzulassen).",
  "workflow.mapped": "**{name}** ordnet jetzt zu: {mapping}.",
  "workflow.none":
    "Dieser Server hat keine gespeicherten Workflows; `{/generate}` verwendet den integrierten. Ein Mitglied mit „Server verwalten“ kann mit `{/workflow add}` einen hinzufügen.",
  "workflow.listTitle": "Workflows dieses Servers",
  "workflow.listLine": {
    one: "{count, number} Node · füllt {options} aus · hinzugefügt von {user}",
    other: "{count, number} Nodes · füllt {options} aus · hinzugefügt von {user}",
  },
  "workflow.listPartner": "Partner-Nodes",
  "workflow.unknown": "Dieser Server hat keinen Workflow namens **{name}**. Siehe `{/workflow list}`.",
  "workflow.notUsed": "`{option}` → nicht verwendet",
  "workflow.mapsTo": "`{option}` → `{target}` ({nodeClass})",
  "workflow.cannotRun": "Der Dienst kann diesen Workflow nicht ausführen. Es wurde nichts gespeichert.",
  "workflow.classMissing": "{where} gibt es auf dem Dienst nicht.",
  "workflow.classMissingUnasked":
    "{where} gibt es auf dem Dienst nicht (die Registry konnte nicht gefragt werden, welches Paket die Node bereitstellt).",
  "workflow.classMissingNoPack":
    "{where} gibt es auf dem Dienst nicht, und kein Paket der Registry stellt die Node bereit.",
  "workflow.classMissingPack": "{where} gibt es auf dem Dienst nicht. Die Node stammt aus dem Paket {pack}.",
  "workflow.node": "Node {id} ({nodeClass})",
  "workflow.nodeId": "Node {id}",
  "workflow.inputMissing": "{node}: Der erforderliche Eingang `{input}` fehlt.",
  "workflow.notNumber": "{node}: Eingang `{input}` muss eine Zahl sein (erhalten: {value}).",
  "workflow.notWhole": "{node}: Eingang `{input}` muss eine ganze Zahl sein (erhalten: {value}).",
  "workflow.outside": "{node}: Eingang `{input}` ist {value} und liegt außerhalb von {min} bis {max}.",
  "workflow.notText": "{node}: Eingang `{input}` muss Text sein (erhalten: {value}).",
  "workflow.notBoolean": "{node}: Eingang `{input}` muss true oder false sein (erhalten: {value}).",
  "workflow.notChoice":
    "{node}: Eingang `{input}` ist {value}, keine der Auswahlmöglichkeiten des Dienstes ({choices}).",
  "workflow.linkNoNode": "{node}: Eingang `{input}` ist mit Node {source} verbunden, die es im Workflow nicht gibt.",
  "workflow.linkNoOutput": {
    one: "{node}: Eingang `{input}` ist mit Ausgang {index} von {source} verbunden, die nur {count, number} Ausgang hat.",
    other:
      "{node}: Eingang `{input}` ist mit Ausgang {index} von {source} verbunden, die nur {count, number} Ausgänge hat.",
  },
  "workflow.selfLoop": "{node} ist mit sich selbst verbunden und könnte daher nie laufen.",
  "workflow.loop": "Die Nodes {nodes} speisen sich gegenseitig im Kreis, daher könnte keine von ihnen laufen.",
  "workflow.arrow": "{first} → {rest}",
  "workflow.noOutput": "Der Workflow hat keine Ausgabe-Node (wie SaveImage) und würde daher nichts erzeugen.",
  "workflow.problem": "• {problem}",
  "workflow.moreProblems": {
    one: "• … und {count, number} weiteres Problem",
    other: "• … und {count, number} weitere Probleme",
  },
  "workflow.where": { one: "`{classType}` (Node {nodes})", other: "`{classType}` (Nodes {nodes})" },
  "workflow.pack": "**{name}** (`{id}`, neueste Version {version}){repo}",
  "workflow.fileEmpty": "`{@workflow.add.file}` ist leer: Hänge das JSON des Workflows an (Export (API) im Editor).",
  "workflow.fileTooLarge": "`{@workflow.add.file}` darf höchstens {max} groß sein (die Datei hat {size}).",
  "workflow.fileNotText":
    "`{@workflow.add.file}` ist kein Text: Hänge das JSON des Workflows an (Export (API) im Editor).",
  "workflow.fileNotJson":
    "`{@workflow.add.file}` ist kein gültiges JSON: Hänge das JSON des Workflows an (Export (API) im Editor).",
  "workflow.fileBroken":
    "`{@workflow.add.file}` enthält einen Text mit einem NUL- oder defekten Zeichen (einem ungepaarten Surrogat): Korrigiere ihn im Editor und exportiere erneut.",
  "workflow.fileNotObject": "`{@workflow.add.file}` muss ein JSON-Objekt aus Nodes enthalten (das API-Format).",
  "workflow.fileEditorFormat":
    "`{@workflow.add.file}` ist im Format des Editors. Exportiere mit **Export (API)** und hänge diese Datei an.",
  "workflow.fileNoNodes": "`{@workflow.add.file}` enthält keine Nodes.",
  "workflow.fileTooManyNodes":
    "`{@workflow.add.file}` darf höchstens {max, number} Nodes enthalten (die Datei hat {count, number}).",
  "workflow.fileBadId": "`{@workflow.add.file}`: {label} hat eine ID, die keine Node-ID ist.",
  "workflow.fileBadNode":
    "`{@workflow.add.file}`: {label} muss ein Objekt mit `class_type` und `inputs` sein (das API-Format).",
  "workflow.fileBadClass":
    "`{@workflow.add.file}`: {label} hat einen `class_type`, der kein Name einer Node-Klasse ist.",
  "workflow.noNode": "`{@workflow.map.input}`: Der Workflow hat keine Node `{node}`.",
  "workflow.noInput": "`{@workflow.map.input}`: Node {node} ({nodeClass}) hat keinen Eingang `{input}`.",
  "workflow.linked":
    "`{@workflow.map.input}`: `{input}` wird von einer anderen Node gespeist, daher kann {/generate} ihn nicht setzen.",
  "workflow.wrongTypeText":
    "`{@workflow.map.input}`: `{option}` braucht einen Texteingang, und `{input}` enthält {value}.",
  "workflow.wrongTypeNumber":
    "`{@workflow.map.input}`: `{option}` braucht einen Zahleneingang, und `{input}` enthält {value}.",
  "workflow.full":
    "Dieser Server hat bereits {max, number} Workflows, das Maximum: Entferne einen mit `{/workflow remove}`, bevor du einen weiteren hinzufügst.",
} as const satisfies Translation<typeof en>;
