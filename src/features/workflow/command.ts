import { engineObjectInfo } from "../../engines/object-info.js";
import { option as optionPath, t, text } from "./texts/index.js";
import {
  EmbedBuilder,
  MessageFlags,
  PermissionFlagsBits,
  SlashCommandBuilder,
  type ChatInputCommandInteraction,
  type SlashCommandStringOption,
} from "discord.js";
import type { Workflow } from "../../api/cloud.js";
import { NO_MENTIONS } from "../../discord/render/render.js";
import { UserError } from "../../errors.js";
import { checkText } from "../../member-input/options.js";
import { checkWorkflow, type SavedMapping } from "../../workflows/check.js";
import { workflowChoices } from "../../workflows/choices.js";
import { checkWorkflowAttachment, readWorkflowFile } from "../../workflows/file.js";
import { describeMapping } from "../../workflows/infer.js";
import { MAPPABLE, WORKFLOW_LIMITS as L, type Mappable } from "../../workflows/limits.js";
import { mapInput } from "../../workflows/map.js";
import type { Command, Context } from "../context.js";
import { ack } from "../../discord/routing/acknowledge.js";

/** The name `/workflow default` takes for /generate's own workflow (unless a saved one has it). */
const isBuiltInName = (name: string) => ["built-in", "builtin"].includes(name.trim().toLowerCase());

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
      .addAttachmentOption((o) =>
        o
          .setName("file")
          .setDescription(`The workflow's JSON (Export (API)), at most ${L.fileBytes / 1024 / 1024} MB`)
          .setRequired(true),
      )
      .addBooleanOption((o) =>
        o.setName("age_restricted").setDescription("Run it only in age-restricted channels (default: no)"),
      ),
  )
  .addSubcommand((s) => s.setName("list").setDescription("This server's workflows and what /generate fills in"))
  .addSubcommand((s) =>
    s
      .setName("remove")
      .setDescription("Delete a workflow (Manage Server)")
      .addStringOption((o) => nameOption("The workflow")(o).setAutocomplete(true)),
  )
  .addSubcommand((s) =>
    s
      .setName("default")
      .setDescription("Make /generate use this workflow by default (Manage Server)")
      .addStringOption((o) => nameOption("The workflow")(o).setAutocomplete(true)),
  )
  .addSubcommand((s) =>
    s
      .setName("map")
      .setDescription("Correct where a /generate option goes in a workflow (Manage Server)")
      .addStringOption((o) => nameOption("The workflow")(o).setAutocomplete(true))
      .addStringOption((o) =>
        o
          .setName("option")
          .setDescription("The /generate option")
          .setRequired(true)
          .addChoices(...MAPPABLE.map((m) => ({ name: m, value: m }))),
      )
      .addStringOption((o) =>
        o
          .setName("input")
          .setDescription("node.input, such as 6.text, or none")
          .setRequired(true)
          .setMinLength(L.target.min)
          .setMaxLength(L.target.max),
      ),
  );

export const workflowCommand = {
  data,
  async execute(interaction, ctx) {
    const sub = interaction.options.getSubcommand();
    if (sub === "list") return list(interaction, ctx);
    if (!interaction.memberPermissions.has(PermissionFlagsBits.ManageGuild)) {
      throw new UserError(text("workflow.needsManageServer"));
    }
    const name = checkText(optionPath(`workflow.${sub}.name`), interaction.options.getString("name", true), L.name);
    if (sub === "add") return add(interaction, ctx, name);
    if (sub === "map") return map(interaction, ctx, name);
    const { guildId } = interaction;
    if (sub === "remove") {
      if (!(await ctx.store.workflows.remove(guildId, name))) throw missing(name);
      return reply(interaction, t(interaction.locale, "workflow.removed", { name }));
    }
    if (await ctx.store.workflows.setDefault(guildId, name))
      return reply(interaction, t(interaction.locale, "workflow.defaultSet", { name }));
    // No saved workflow of that name: `built-in` (as /settings show names it) goes back to /generate's own.
    if (!isBuiltInName(name)) throw missing(name);
    await ctx.store.workflows.setDefault(guildId, null);
    return reply(interaction, t(interaction.locale, "workflow.defaultBuiltIn"));
  },
  async autocomplete(interaction, ctx) {
    await ack.choices(
      interaction,
      await workflowChoices(ctx.store, interaction.guildId, interaction.options.getFocused()),
    );
  },
} satisfies Command;

async function add(interaction: ChatInputCommandInteraction<"cached">, ctx: Context, name: string): Promise<void> {
  const file = interaction.options.getAttachment("file", true);
  checkWorkflowAttachment(file);
  const { guildId } = interaction;
  if (await ctx.store.workflows.get(guildId, name)) {
    throw new UserError(text("graph.exists", { name }));
  }
  await ctx.store.workflows.roomFor(guildId);
  const key = await ctx.keys.current(guildId);
  if (key === undefined) {
    throw new UserError(text("workflow.noKey"));
  }
  await ack.defer(interaction, { privately: true });
  const graph = await readWorkflowFile(file);
  // Checked against the node catalogue of where it will run: the cloud, or an engine's own.
  const info = ctx.remotes.onEngines(key.source)
    ? await engineObjectInfo(ctx.remotes.engines!)
    : await ctx.cloudFor(key.key).objectInfo();
  const checked = await checkWorkflow(graph, info, ctx.registry);
  const ageRestricted = interaction.options.getBoolean("age_restricted") ?? false;
  await ctx.store.workflows.add({
    guildId,
    name,
    graph,
    inputMapping: checked.mapping,
    authorId: interaction.user.id,
    ageRestricted,
  });
  const { locale } = interaction;
  const partner = checked.partnerClasses.length
    ? `\n${t(locale, "workflow.partnerNodes", { classes: checked.partnerClasses.map((c) => `\`${c}\``).join(", ") })}`
    : "";
  await ack.edit(interaction, {
    content: [
      t(locale, "workflow.saved", { name, count: Object.keys(graph).length }),
      ...describeMapping(graph, checked.mapping, MAPPABLE, locale),
      `${t(locale, "workflow.wrongPlace", { name, ...remapExample(graph, checked.mapping) })}${partner}`,
    ].join("\n"),
    allowedMentions: NO_MENTIONS,
  });
}

/**
 * The hint's example of `/workflow map`, from this workflow: an option it mapped (seed first) and where; with
 * none mapped, `seed` onto the first input of its first node that takes one.
 */
function remapExample(graph: Workflow, mapping: SavedMapping): { option: string; target: string } {
  const mapped = ["seed" as const, ...MAPPABLE].find((option) => mapping[option] !== undefined);
  if (mapped) return { option: mapped, target: mapping[mapped]!.join(".") };
  for (const [id, node] of Object.entries(graph)) {
    const input = Object.entries(node.inputs ?? {}).find(([, value]) => !Array.isArray(value))?.[0];
    if (input) return { option: "seed", target: `${id}.${input}` };
  }
  return { option: "seed", target: `${Object.keys(graph)[0] ?? "1"}.seed` };
}

async function map(interaction: ChatInputCommandInteraction<"cached">, ctx: Context, name: string): Promise<void> {
  const option = interaction.options.getString("option", true);
  if (!(MAPPABLE as readonly string[]).includes(option))
    throw new UserError(text("check.oneOf", { field: optionPath("workflow.map.option"), values: MAPPABLE.join(", ") }));
  const input = checkText(optionPath("workflow.map.input"), interaction.options.getString("input", true), L.target);
  const saved = await ctx.store.workflows.get(interaction.guildId, name);
  if (!saved) throw missing(name);
  const graph = saved.graph as Workflow;
  const mapping = mapInput(graph, saved.inputMapping as SavedMapping, option as Mappable, input);
  await ctx.store.workflows.setMapping(interaction.guildId, name, mapping);
  return reply(
    interaction,
    t(interaction.locale, "workflow.mapped", {
      name,
      mapping: describeMapping(graph, mapping, [option as Mappable], interaction.locale)[0]!,
    }),
  );
}

async function list(interaction: ChatInputCommandInteraction<"cached">, ctx: Context): Promise<void> {
  const saved = await ctx.store.workflows.list(interaction.guildId);
  if (saved.length === 0) {
    return reply(interaction, t(interaction.locale, "workflow.none"));
  }
  const { locale } = interaction;
  const embed = new EmbedBuilder().setTitle(t(locale, "workflow.listTitle")).addFields(
    saved.slice(0, 25).map((w) => {
      const graph = w.graph as Workflow;
      const mapping = w.inputMapping as SavedMapping;
      const used = MAPPABLE.filter((m) => mapping[m]).join(", ") || t(locale, "common.none");
      const line = t(locale, "workflow.listLine", {
        count: Object.keys(graph).length,
        options: used,
        user: `<@${w.authorId}>`,
      });
      return {
        name: `${w.isDefault ? "★ " : ""}${w.name}`,
        value: mapping.partnerNodes ? `${line} · ${t(locale, "workflow.listPartner")}` : line,
      };
    }),
  );
  if (saved.length > 25) embed.setFooter({ text: t(locale, "list.more", { count: saved.length - 25 }) });
  await ack.reply(interaction, { embeds: [embed], flags: MessageFlags.Ephemeral, allowedMentions: NO_MENTIONS });
}

function missing(name: string): UserError {
  return new UserError(text("workflow.unknown", { name }));
}

async function reply(interaction: ChatInputCommandInteraction<"cached">, content: string): Promise<void> {
  await ack.reply(interaction, { content, flags: MessageFlags.Ephemeral, allowedMentions: NO_MENTIONS });
}
