import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { FAKE_API_KEY } from "../../fakes/keys.js";
import type { InteractionHandle } from "../../fakes/discord/server.js";
import { deployCommands } from "../../scripts/deploy-commands.js";
import { memberScope } from "../../src/scope.js";
import { ended, startHarness, type Harness } from "./harness.js";

/**
 * Issue 41 (1): in a server that did not add the bot, every action a member can take on a job's
 * messages (each button, select and form of a /generate result, of the upscale it makes, and
 * Cancel on a running job) works through the interaction's own webhook: the bot is not in that
 * server, so any channel route there answers 403 Missing Access, and none is used.
 */
let h: Harness;
const place = "outside-server";
beforeAll(async () => {
  h = await startHarness({ stepMs: 5, steps: 4 }, { FLOWBOT_USER_DAILY_QUOTA: "200" });
  await deployCommands({ token: h.discord.token, applicationId: h.discord.applicationId, apiUrl: h.discord.apiUrl });
  await h.bot.context.store.guilds.setApiKey(memberScope(h.discord.guild.member.id), FAKE_API_KEY);
});
afterAll(async () => {
  await h?.close();
});

type Message = NonNullable<ReturnType<InteractionHandle["originalMessage"]>>;
interface Component {
  type: number;
  custom_id?: string;
  url?: string;
  options?: Array<{ value: string }>;
  components?: Component[];
  value?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A message's buttons and selects that send an interaction (link buttons do not). */
const actions = (components: Component[]): Component[] =>
  components.flatMap((c) => (c.components ? actions(c.components) : c.custom_id && !c.disabled ? [c] : []));
/** What kind of action a custom id is (its words before the job id). */
const kindOf = (customId: string) => customId.replace(/:[0-9a-f-]{36}.*$/, "");

/** The requests the bot made with an interaction's token on its webhook, once answered: its reply's edits, its follow-ups. */
const answered = (handle: InteractionHandle) =>
  h.discord.restLog.filter((r) => r.path.startsWith("/webhooks/") && r.path.includes(handle.token) && r.doneAt > 0);

const WRONG = /went wrong|Missing Access|Unknown (Channel|Message)/;

describe("every action on a job's messages in a server without the bot", () => {
  test("each button, select and form of a result and of its upscale, and Cancel, answer through the webhook", async () => {
    const channelId = h.discord.places.outsideChannelId;
    const channelCalls = () => h.discord.restLog.filter((r) => r.path.includes(`/channels/${channelId}`));
    const said: string[] = [];
    const seen = new Set<string>();
    /** Channel routes used, by the action that used them. */
    const routed: string[] = [];

    /** Everything an interaction answered: callbacks, its reply, its follow-ups; a job it started is waited out. */
    const settle = async (handle: InteractionHandle): Promise<Message[]> => {
      const callback = await handle.response();
      said.push(JSON.stringify(callback.data ?? {}));
      if (callback.type === 9) return submit(callback.data as { custom_id: string; components: Component[] });
      // A deferral (5, a reply to come; 6, the message left as it is) is answered by the request that
      // follows it on the interaction's webhook: its reply written, or a follow-up (Delete's question).
      // Waited for as Discord records it, not for a time.
      if (callback.type === 5 || callback.type === 6) await h.discord.waitFor(() => answered(handle).length > 0);
      const made = [handle.originalMessage(), ...handle.followUps()].filter((m): m is Message => m !== undefined);
      const results: Message[] = [];
      for (const message of made) {
        const final = JSON.stringify(message.components).includes("job:cancel:") ? await ended(h, message.id) : message;
        said.push(JSON.stringify([final.content, final.embeds]));
        results.push(final);
      }
      return results;
    };
    /** A form sent back with what it holds already, and words where it requires some. */
    const submit = async (form: { custom_id: string; components: Component[] }) => {
      const fields = Object.fromEntries(
        actions(form.components)
          .filter((c) => c.type === 4)
          .map((c) => [c.custom_id!, c.value ?? (c.required === false ? "" : "a quiet harbour")]),
      );
      return settle(await h.discord.driver.submitModal(form.custom_id, fields, { place }));
    };
    /** Presses every action of a message once per kind, Delete last (it removes the message). */
    const walk = async (message: Message): Promise<Message[]> => {
      const made: Message[] = [];
      const all = actions(message.components as Component[]).filter((c) => !seen.has(kindOf(c.custom_id!)));
      const ordered = [
        ...all.filter((c) => !c.custom_id!.includes("delete")),
        ...all.filter((c) => c.custom_id!.includes("delete")),
      ];
      for (const action of ordered) {
        seen.add(kindOf(action.custom_id!));
        const values = action.type === 2 ? undefined : [action.options?.[0]?.value ?? ""];
        const handle = await h.discord.driver.clickButton(message.id, action.custom_id!, {
          place,
          ...(values ? { values } : {}),
        });
        const calls = channelCalls().length;
        const answers = await settle(handle);
        routed.push(
          ...channelCalls()
            .slice(calls)
            .map((r) => `${kindOf(action.custom_id!)}: ${r.method} ${r.path}`),
        );
        // A confirmation asked (Delete's, a credit's): confirmed.
        for (const answer of answers)
          for (const confirm of actions(answer.components as Component[]).filter((c) => /confirm/.test(c.custom_id!)))
            made.push(...(await settle(await h.discord.driver.clickButton(answer.id, confirm.custom_id!, { place }))));
        made.push(...answers);
      }
      return made;
    };

    const before = channelCalls().length;
    const asked = await h.discord.driver.slashCommand("generate", { prompt: "a harbour at dawn", count: 2 }, { place });
    const result = await ended(h, (await h.discord.waitFor(() => asked.originalMessage())).id);
    const made = await walk(result);
    // One image: its own controls (Zoom Out, Pan) where they fit.
    const single = await h.discord.driver.slashCommand("generate", { prompt: "a lone boat" }, { place });
    made.push(...(await walk(await ended(h, (await h.discord.waitFor(() => single.originalMessage())).id))));
    // The upscale U1 made, and what it offers in turn.
    const upscale = made.find(
      (m) => JSON.stringify(m.components).includes("Upscale again") || /→/.test(JSON.stringify(m.embeds)),
    );
    expect(upscale).toBeDefined();
    await walk(upscale!);

    // Cancel on a running job.
    h.cloud.knobs.holdProgress = true;
    const long = await h.discord.driver.slashCommand("generate", { prompt: "a long night" }, { place });
    const progress = await h.discord.waitFor(() => {
      const m = long.originalMessage();
      return m && JSON.stringify(m.components).includes("job:cancel:") ? m : undefined;
    });
    const cancelId = actions(progress.components as Component[]).find((c) =>
      c.custom_id!.startsWith("job:cancel:"),
    )!.custom_id!;
    const cancelled = await h.discord.driver.clickButton(progress.id, cancelId, { place });
    await cancelled.response();
    h.cloud.knobs.holdProgress = false;
    const stopped = await ended(h, progress.id);
    said.push(JSON.stringify([stopped.content, stopped.embeds]));

    expect([...seen].sort()).toEqual(
      [
        ...["gen:reroll", "gen:remix", "gen:up", "gen:vary", "gen:region", "gen:zoom", "gen:pan"],
        ...["up:again", "up:vary", "result:delete"],
      ].sort(),
    );
    expect(said.filter((s) => WRONG.test(s))).toEqual([]);
    // Delete asked its question in a follow-up, and its Confirm deleted the result.
    expect(said.some((s) => s.includes("Deleted the result"))).toBe(true);
    expect(routed).toEqual([]);
    expect(
      channelCalls()
        .slice(before)
        .map((r) => `${r.method} ${r.path}`),
    ).toEqual([]);
  });
});
