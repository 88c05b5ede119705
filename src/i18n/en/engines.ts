/** Texts of self-hosted engines: where jobs run, and what happens when an engine is missing. */
export const engines = {
  "service.engine": "The engine",
  "engine.noneAnswering":
    "No engine answers right now: none of the engines this bot runs on can be reached. Try again in a minute.",
  "engine.wentAway": "The engine running this job went away: it stopped answering while the job ran.",
  "engine.unknownEngine": "This job was sent to an engine this bot no longer runs on: it cannot be followed there.",
  "engine.outputGone": "This file was made on an engine this bot no longer knows.",
  "engine.noCheckpoint":
    "The engine chosen for this job has no checkpoint, so the built-in workflow cannot run there. Ask the bot's operator to add one.",
  "engine.notSetUp": "This bot is not set up for this: its operator has not connected it to the service this needs.",
  "engine.notHeld":
    "No engine this bot runs on holds {names, list}: this job cannot run. Pick a model one of them holds.",
  "engine.holdersDown":
    "The engines that hold {names, list} do not answer right now: this job could not start. Try again in a minute.",
  "engine.noRoom": "Every engine that can run this job stayed busy until its time ran out. Try again later.",
  "engine.shuttingDown": "This bot restarted before an engine had room for this job: it did not run. Try again.",
} as const;
