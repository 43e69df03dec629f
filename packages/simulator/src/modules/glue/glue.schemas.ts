import * as z from 'zod';

/** The glue endpoints, named as in their paths under `{apiBase}`. */
export const glueEndpoints = ['sessionabort', 'StorePersonalInformation', 'LogAction'] as const;

/** One of the glue endpoints. */
export type GlueEndpoint = (typeof glueEndpoints)[number];

function textField() {
  return z.string({
    error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string'),
  });
}

function nonEmptyTextField() {
  return textField().min(1, 'must not be empty');
}

/** Body of `POST {apiBase}/StorePersonalInformation`; blank fields are sent as empty strings. */
export const personalInformationSchema = z.object(
  {
    FirstName: textField(),
    LastName: textField(),
    Email: textField(),
    Phone: textField(),
  },
  { error: (issue) => (issue.input === undefined ? 'is required' : 'must be an object') },
);

/** The visitor's contact details as the glue sends them. */
export type PersonalInformation = z.infer<typeof personalInformationSchema>;

/** Body of `POST {apiBase}/LogAction`. */
export const logActionSchema = z.object({
  requestUrl: nonEmptyTextField(),
  action: nonEmptyTextField(),
  userData: personalInformationSchema,
});

/** A logged widget action (e.g. `Callback.submitted`) with the page it happened on. */
export type LogAction = z.infer<typeof logActionSchema>;

/** Body of `POST /sim/api/glue/failures`. */
export const glueFailureSchema = z.strictObject({
  endpoint: z.enum(glueEndpoints),
  status: z.int().min(200).max(599),
  // Node refuses control characters in a reason phrase, so they are rejected here with a clear message.
  statusText: z
    .string()
    .regex(/^[\x20-\x7e]+$/, 'must be printable ASCII without line breaks')
    .optional(),
  count: z.int().min(1).default(1),
});

/** A request to make the next `count` calls of a glue endpoint fail. */
export type GlueFailureRequest = z.infer<typeof glueFailureSchema>;

/** Query of `GET /sim/api/glue/calls`. */
export const glueCallsQuerySchema = z.object({
  endpoint: z.enum(glueEndpoints).optional(),
});
