import type { CommandTexts } from "../../../i18n/index.js";

/** The names and descriptions of the node feature's commands in every language but English (the definitions' own), by command path (see `CommandTable` in src/i18n/commands/table.ts). */
export const commands = {
  de: {
    node: ["node", "Community-Node-Pakete in der Registry nachschlagen"],
    "node.search": ["suchen", "Node-Pakete suchen"],
    "node.search.query": ["suchbegriff", "Wörter in Name, ID, Beschreibung oder Tags des Pakets"],
    "node.search.os": ["betriebssystem", "Nur Pakete, die dieses Betriebssystem unterstützen"],
    "node.search.accelerator": ["beschleuniger", "Nur Pakete, die diesen Beschleuniger unterstützen"],
    "node.info": ["info", "Details, Versionen und Node-Klassen eines Pakets"],
    "node.info.id": ["id", "Die ID des Pakets"],
    "node.provides": ["liefert", "Welches Paket eine Node-Klasse bereitstellt"],
    "node.provides.class_name": ["klassenname", "Die Node-Klasse, wie im class_type eines Workflows"],
  },
  fr: {
    node: ["node", "Chercher des packs de nodes de la communauté dans le registre"],
    "node.search": ["rechercher", "Rechercher des packs de nodes"],
    "node.search.query": ["requête", "Mots du nom, de l'identifiant, de la description ou des tags du pack"],
    "node.search.os": ["os", "Seulement les packs compatibles avec cet OS"],
    "node.search.accelerator": ["accélérateur", "Seulement les packs compatibles avec cet accélérateur"],
    "node.info": ["infos", "Détails, versions et classes de nodes d'un pack"],
    "node.info.id": ["id", "L'identifiant du pack"],
    "node.provides": ["fournisseur", "Quel pack fournit une classe de node"],
    "node.provides.class_name": ["nom_de_classe", "La classe de node, comme dans le class_type d'un workflow"],
  },
  "es-ES": {
    node: ["nodo", "Busca paquetes de nodos de la comunidad en el registro"],
    "node.search": ["buscar", "Buscar paquetes de nodos"],
    "node.search.query": ["consulta", "Palabras del nombre, ID, descripción o etiquetas del paquete"],
    "node.search.os": ["so", "Solo paquetes compatibles con este SO"],
    "node.search.accelerator": ["acelerador", "Solo paquetes compatibles con este acelerador"],
    "node.info": ["info", "Detalles, versiones y clases de nodos de un paquete"],
    "node.info.id": ["id", "El ID del paquete"],
    "node.provides": ["proveedor", "Qué paquete proporciona una clase de nodo"],
    "node.provides.class_name": ["nombre_de_clase", "La clase de nodo, como en el class_type de un workflow"],
  },
  "pt-BR": {
    node: ["nó", "Procura pacotes de nós da comunidade no registro"],
    "node.search": ["buscar", "Buscar pacotes de nós"],
    "node.search.query": ["consulta", "Palavras do nome, ID, descrição ou tags do pacote"],
    "node.search.os": ["so", "Só pacotes compatíveis com este SO"],
    "node.search.accelerator": ["acelerador", "Só pacotes compatíveis com este acelerador"],
    "node.info": ["info", "Detalhes, versões e classes de nós de um pacote"],
    "node.info.id": ["id", "O ID do pacote"],
    "node.provides": ["fornecedor", "Qual pacote fornece uma classe de nó"],
    "node.provides.class_name": ["nome_da_classe", "A classe de nó, como no class_type de um workflow"],
  },
  ja: {
    node: ["ノード", "レジストリでコミュニティのノードパックを調べます"],
    "node.search": ["検索", "ノードパックを検索します"],
    "node.search.query": ["キーワード", "パックの名前、ID、説明、タグに含まれる語"],
    "node.search.os": ["os", "この OS に対応したパックだけ"],
    "node.search.accelerator": ["アクセラレータ", "このアクセラレータに対応したパックだけ"],
    "node.info": ["情報", "パックの詳細、バージョン、ノードクラス"],
    "node.info.id": ["id", "パックの ID"],
    "node.provides": ["提供元", "ノードクラスを提供しているパック"],
    "node.provides.class_name": ["クラス名", "ワークフローの class_type に書かれたノードクラス"],
  },
  ko: {
    node: ["노드", "레지스트리에서 커뮤니티 노드 팩을 찾아봐요"],
    "node.search": ["검색", "노드 팩을 검색해요"],
    "node.search.query": ["검색어", "팩의 이름, ID, 설명, 태그에 있는 단어"],
    "node.search.os": ["os", "이 OS를 지원하는 팩만"],
    "node.search.accelerator": ["가속기", "이 가속기를 지원하는 팩만"],
    "node.info": ["정보", "팩의 세부 정보, 버전, 노드 클래스"],
    "node.info.id": ["id", "팩의 ID"],
    "node.provides": ["제공", "노드 클래스를 제공하는 팩"],
    "node.provides.class_name": ["클래스-이름", "워크플로의 class_type에 적힌 노드 클래스"],
  },
} as const satisfies CommandTexts;

/** Choices named by the service's own identifiers: the same in every language (an option's path: all its choices). */
export const identifierChoices = ["node.search.os", "node.search.accelerator"];
