import { z } from "zod";

/** A path id: the spec's routes carry numeric ids such as /edit_product/12/. */
export const IdParamSchema = z.object({
  id: z.coerce
    .number({ error: "The id must be a number" })
    .int("The id must be a whole number")
    .positive("The id must be a positive number"),
});
export type IdParam = z.infer<typeof IdParamSchema>;

/** A simple success body: { message } as the spec's clients toast it. */
export const MessageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof MessageSchema>;
