import {
  EmbedBuilder,
  MessageFlags,
  PermissionFlagsBits,
  SlashCommandBuilder,
  type ChatInputCommandInteraction,
  type SlashCommandStringOption,
} from "discord.js";
import type { Workflow } from "../src/api/cloud.js";
import type { Context } from "../src/bot.js";
import { NO_MENTIONS } from "../src/discord/render.js";
import { UserError } from "../src/errors.js";
import { checkText } from "../src/options.js";
import { checkWorkflow, type SavedMapping } from "../src/workflows/check.js";
import { workflowChoices } from "../src/workflows/choices.js";
import { checkWorkflowAttachment, readWorkflowFile } from "../src/workflows/file.js";
import { describeMapping } from "../src/workflows/infer.js";
import { MAPPABLE, WORKFLOW_LIMITS as L, type Mappable } from "../src/workflows/limits.js";
import { mapInput } from "../src/workflows/map.js";
import type { Command } from "./index.js";

const nameOption = (description: string) => (o: SlashCommandStringOption) =>
  o.setName("name").setDescription(description).setRequired(true).setMinLength(L.name.min).setMaxLength(L.name.max);

const data = new SlashCommandBuilder()
  .setName("workflow")
  .setDescription("This server's saved workflows for /generate")
  .addSubcommand((s) =>
    s
      .setName("add")
      .setDescription("Save an API-format workflow (Manage Server)")
      .addStringOption(nameOption("A name for it"))
      .addAttachmentOption((o) => o.setName("file").setDescription(`The workflow's JSON (Export (API)), at most ${L.fileBytes / 1024 / 1024} MB`).setRequired(true)),
  )
  .addSubcommand((s) => s.setName("list").setDescription("This server's workflows and what /generate fills in"))
  .addSubcommand((s) => s.setName("remove").setDescription("Delete a workflow (Manage Server)").addStringOption((o) => nameOption("The workflow")(o).setAutocomplete(true)))
  .addSubcommand((s) => s.setName("default").setDescription("Make /generate use this workflow by default (Manage Server)").addStringOption((o) => nameOption("The workflow")(o).setAutocomplete(true)))
  .addSubcommand((s) =>
    s
      .setName("map")
      .setDescription("Correct where a /generate option goes in a workflow (Manage Server)")
      .addStringOption((o) => nameOption("The workflow")(o).setAutocomplete(true))
      .addStringOption((o) => o.setName("option").setDescription("The /generate option").setRequired(true).addChoices(...MAPPABLE.map((m) => ({ name: m, value: m }))))
      .addStringOption((o) =>
        o.setName("input").setDescription("node.input, such as 6.text, or none").setRequired(true).setMinLength(L.target.min).setMaxLength(L.target.max),
      ),
  );

export const workflowCommand = {
  data,
  async execute(interaction, ctx) {
    const sub = interaction.options.getSubcommand();
    if (sub === "list") return list(interaction, ctx);
    if (!interaction.memberPermissions.has(PermissionFlagsBits.ManageGuild)) {
      throw new UserError("Only members with the Manage Server permission can change this server's workflows. Anyone can `/workflow list`.");
    }
    const name = checkText("name", interaction.options.getString("name", true), L.name);
    if (sub === "add") return add(interaction, ctx, name);
    if (sub === "map") return map(interaction, ctx, name);
    const { guildId } = interaction;
    if (sub === "remove") {
      if (!(await ctx.store.workflows.remove(guildId, name))) throw missing(name);
      return reply(interaction, `Removed the workflow **${name}**.`);
    }
    if (!(await ctx.store.workflows.setDefault(guildId, name))) throw missing(name);
    return reply(interaction, `\`/generate\` now uses **${name}** unless a member picks another workflow.`);
  },
  async autocomplete(interaction, ctx) {
    await interaction.respond(await workflowChoices(ctx.store, interaction.guildId, interaction.options.getFocused()));
  },
} satisfies Command;

async function add(interaction: ChatInputCommandInteraction<"cached">, ctx: Context, name: string): Promise<void> {
  const file = interaction.options.getAttachment("file", true);
  checkWorkflowAttachment(file);
  const { guildId } = interaction;
  if (await ctx.store.workflows.get(guildId, name)) {
    throw new UserError(`This server already has a workflow named **${name}**. Remove it first to replace it.`);
  }
  const apiKey = await ctx.apiKeyFor(guildId);
  if (apiKey === undefined) {
    throw new UserError("A workflow is checked against the service's nodes with this server's API key, and there is none yet: `/settings key`.");
  }
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const graph = await readWorkflowFile(file);
  const checked = await checkWorkflow(graph, await ctx.cloudFor(apiKey).objectInfo(), ctx.registry);
  await ctx.store.workflows.add({ guildId, name, graph, inputMapping: checked.mapping, authorId: interaction.user.id });
  const partner = checked.partnerClasses.length
    ? `\nPartner Nodes (${checked.partnerClasses.map((c) => `\`${c}\``).join(", ")}): runs send this server's API key to the partner service with the job.`
    : "";
  await interaction.editReply({
    content: [
      `Saved **${name}** (${Object.keys(graph).length} nodes). \`/generate workflow:${name}\` fills in:`,
      ...describeMapping(graph, checked.mapping, MAPPABLE),
      `Wrong place? \`/workflow map name:${name} option:seed input:3.seed\` (\`input:none\` to leave an option out).${partner}`,
    ].join("\n"),
    allowedMentions: NO_MENTIONS,
  });
}

async function map(interaction: ChatInputCommandInteraction<"cached">, ctx: Context, name: string): Promise<void> {
  const option = interaction.options.getString("option", true);
  if (!(MAPPABLE as readonly string[]).includes(option)) throw new UserError(`\`option\` must be one of: ${MAPPABLE.join(", ")}.`);
  const input = checkText("input", interaction.options.getString("input", true), L.target);
  const saved = await ctx.store.workflows.get(interaction.guildId, name);
  if (!saved) throw missing(name);
  const graph = saved.graph as Workflow;
  const mapping = mapInput(graph, saved.inputMapping as SavedMapping, option as Mappable, input);
  await ctx.store.workflows.setMapping(interaction.guildId, name, mapping);
  return reply(interaction, `**${name}** now maps ${describeMapping(graph, mapping, [option as Mappable])[0]}.`);
}

async function list(interaction: ChatInputCommandInteraction<"cached">, ctx: Context): Promise<void> {
  const saved = await ctx.store.workflows.list(interaction.guildId);
  if (saved.length === 0) {
    return reply(interaction, "This server has no saved workflows; `/generate` uses the built-in one. A member with Manage Server can `/workflow add` one.");
  }
  const embed = new EmbedBuilder().setTitle("This server's workflows").addFields(
    saved.slice(0, 25).map((w) => {
      const graph = w.graph as Workflow;
      const mapping = w.inputMapping as SavedMapping;
      const used = MAPPABLE.filter((m) => mapping[m]).join(", ") || "nothing";
      return {
        name: `${w.isDefault ? "★ " : ""}${w.name}`,
        value: `${Object.keys(graph).length} nodes · fills in ${used}${mapping.partnerNodes ? " · Partner Nodes" : ""} · added by <@${w.authorId}>`,
      };
    }),
  );
  if (saved.length > 25) embed.setFooter({ text: `… and ${saved.length - 25} more` });
  await interaction.reply({ embeds: [embed], flags: MessageFlags.Ephemeral, allowedMentions: NO_MENTIONS });
}

function missing(name: string): UserError {
  return new UserError(`This server has no workflow named **${name}**. See \`/workflow list\`.`);
}

async function reply(interaction: ChatInputCommandInteraction<"cached">, content: string): Promise<void> {
  await interaction.reply({ content, flags: MessageFlags.Ephemeral, allowedMentions: NO_MENTIONS });
}
