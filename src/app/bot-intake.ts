import type { Context } from "../features/context.js";
import type { Config } from "../config/config.js";
import type { Feature } from "../features/feature.js";
import type { Logger } from "../logging/logger.js";
import { gatewayIntake } from "../discord/gateway/intake.js";
import { createReactionRouter } from "../discord/routing/reactions.js";
import { createRouter } from "../discord/routing/router.js";
import { answeredNotSetUp } from "../discord/routing/platform-guard.js";
import { interactionLedger } from "../discord/gateway/interaction-ledger.js";
import { featuresServed, platformOnly, recordedNames, routesOf } from "./routes.js";
import { acceptedRecords } from "./accepted-records.js";

/**
 * What the gateway hands the bot, routed to the features: commands, components and forms by their
 * names, reactions to the features that take them (only those served by what is configured), a
 * server that removes the bot to its jobs. Gives back the intake, the names of the commands and
 * the reaction router and the interaction ledger (which handle again the reactions and interactions
 * taken over from a process gone), and the accepted records' writer (flushed by a graceful stop).
 */
export function botIntake(features: readonly Feature[], context: Context, config: Config, log: Logger) {
  const { settings, jobs } = context;
  const routes = routesOf(features);
  const route = createRouter(context, routes, async (guildId) => (await settings.get(guildId)).language);
  const { apiUrl } = config.flow;
  const reactions = featuresServed(features, Boolean(apiUrl)).flatMap((feature) => feature.reactions ?? []);
  const notServed = platformOnly(features);
  // Every accepted reaction, command and button press of a feature that runs jobs is recorded
  // before it waits for anything (src/app/accepted-records.ts).
  const records = acceptedRecords(context.store.accepted, jobs.owner, log.child({ part: "accepted" }));
  const reactionRouter = createReactionRouter(context, reactions, records);
  const recorded = recordedNames(featuresServed(features, Boolean(apiUrl)));
  // Interactions age by the clock their tokens age by (the fake Discord's, in tests).
  const ledger = interactionLedger(records, recorded, log, () => context.now());
  const intake = gatewayIntake(
    {
      interaction: async (interaction) => {
        // Engines only: the platform's commands answer privately that this bot is not set up for them.
        if (!apiUrl && (await answeredNotSetUp(interaction, notServed))) return;
        await route(interaction);
      },
      reaction: reactionRouter,
      guildGone: (guildId) => jobs.endGuild(guildId),
      privateResults: (guildId, userId) => settings.peek(guildId)?.privateResults.has(userId) === true,
    },
    log,
    ledger,
  );
  // The commands deploy-commands registers for this setup: engines only, not the platform's.
  const served = featuresServed(features, Boolean(apiUrl));
  const commandNames = [...served.flatMap((f) => f.commands ?? []), ...served.flatMap((f) => f.menus ?? [])].map(
    (c) => c.data.name,
  );
  return { intake, commandNames, reactionRouter, ledger, records };
}
