import { addCommandTexts, addTexts } from "../../../i18n/index.js";
import { commands, identifierChoices } from "./commands.js";
import { multiframeCommands } from "./commands-multiframe.js";
import { de } from "./de.js";
import { en } from "./en.js";
import { esES } from "./es-ES.js";
import { fr } from "./fr.js";
import { ja } from "./ja.js";
import { ko } from "./ko.js";
import { ptBR } from "./pt-BR.js";

/**
 * The video feature's texts, in the catalogue once this module is loaded. The feature's
 * code imports the catalogue's functions from here, so whatever says one of these texts has added them.
 */
addTexts(en, { de, fr, "es-ES": esES, "pt-BR": ptBR, ja, ko });
addCommandTexts(commands, identifierChoices);
addCommandTexts(multiframeCommands);

declare module "../../../i18n/index.js" {
  interface CatalogueParts {
    video: typeof en;
  }
}

export * from "../../../i18n/index.js";
