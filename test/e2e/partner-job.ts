import type { TextChannel } from "discord.js";
import type { Bot } from "../../src/app/bot.js";
import { fromReaction } from "../../src/discord/job-message/origin.js";
import type { FakeDiscord } from "../../fakes/discord/server.js";

/**
 * Starts an upscale the way a reaction on a member's message would (through the lifecycle, with
 * a real reaction origin), for suites that test the plumbing around partner jobs rather than a
 * command. Resolves with the job id once the task was sent.
 */
export async function startPartnerUpscale(bot: Bot, discord: FakeDiscord, apiKey: string): Promise<string> {
  const ctx = bot.context;
  const source = await discord.postUserMessage(discord.guild.channelId, { content: "upscale this" });
  const channel = (await bot.client.channels.fetch(discord.guild.channelId)) as TextChannel;
  const message = await channel.messages.fetch(source.id);
  const partner = ctx.partnerFor(apiKey);
  const record = await ctx.jobs.run({
    origin: fromReaction(message, discord.guild.member.id),
    admission: { apiKey, limit: 5, cancel: () => Promise.resolve(undefined) },
    kind: "upscale",
    params: {},
    remote: ctx.remotes.partnerImage(apiKey, "image-upscaler", (webhookUrl) =>
      partner.upscale({
        image: "https://example.com/in.png",
        scale_factor: "2x",
        ...(webhookUrl ? { webhook_url: webhookUrl } : {}),
      }),
    ),
  });
  return record!.id;
}
