import * as z from "zod/mini";
import { indianStates } from "../shared/indian-states.ts";
import { updateTopicIds, updateTopicsMessages } from "./update-topics.ts";

/** PUT /api/mailing-list/topics and the topics form: the whole choice, replaced at once. */
export const updateChoiceSchema = z.object({
  topics: z.array(z.enum(updateTopicIds, { error: updateTopicsMessages.invalidTopic }), {
    error: updateTopicsMessages.invalidTopic,
  }),
  state: z.optional(z.union([z.literal(""), z.enum(indianStates)], { error: updateTopicsMessages.invalidState })),
});

export const updateChoiceResponseSchema = z.object({
  email: z.string(),
  topics: z.array(z.enum(updateTopicIds)),
  state: z.string(),
});
