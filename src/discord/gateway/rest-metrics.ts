import { RESTEvents, type Client } from "discord.js";
import { metrics } from "../../metrics.js";

/** Counts every answer of Discord's REST API (and its 429s) by route, from discord.js's own events. */
export function countDiscordRequests(client: Client): void {
  client.rest.on(RESTEvents.Response, (request, response) => {
    metrics.discordResponse(routeLabel(request.route), request.method, response.status);
    // discord.js hands listeners a clone of the answer; an unread clone would hold its body.
    const body = (response as { body?: unknown }).body;
    if (body instanceof ReadableStream) void body.cancel().catch(() => undefined);
  });
}

/**
 * A route fit for a metric label: ids become `:id` and anything else that is not a plain word
 * (interaction and webhook tokens, emoji) becomes `:param`, so labels stay few and hold no secret.
 */
export function routeLabel(route: string): string {
  return route
    .split("/")
    .map((segment) => {
      if (segment === "" || /^(:[a-z_]+|@me|@original|[a-z][a-z-]*)$/.test(segment)) return segment;
      return /^\d+$/.test(segment) ? ":id" : ":param";
    })
    .join("/");
}
