import { addCommandTexts, addTexts } from "../../../i18n/index.js";
import { commands } from "./commands.js";
import { de } from "./de.js";
import { en } from "./en.js";
import { esES } from "./es-ES.js";
import { fr } from "./fr.js";
import { ja } from "./ja.js";
import { ko } from "./ko.js";
import { ptBR } from "./pt-BR.js";

/**
 * The enhance feature's texts, in the catalogue once this module is loaded. The feature's
 * code imports the catalogue's functions from here, so whatever says one of these texts has added them.
 */
addTexts(en, { de, fr, "es-ES": esES, "pt-BR": ptBR, ja, ko });
addCommandTexts(commands);

declare module "../../../i18n/index.js" {
  interface CatalogueParts {
    enhance: typeof en;
  }
}

export * from "../../../i18n/index.js";
