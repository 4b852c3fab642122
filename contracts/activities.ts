import * as v from 'valibot';
import { envelope } from './common';
import { intFromQuery } from './query-params';
import { ACTIVITY_KINDS } from './record-options';
import { boolFromQuery } from './notifications';

/** GET /api/v1/patient/recent-activity/activity?archived=false&page=1&limit=10 */
export const ActivityListQuerySchema = v.object({
  archived: boolFromQuery(false),
  page: intFromQuery(1, 10_000, 1),
  limit: intFromQuery(1, 50, 10),
});

export const ActivitySchema = v.object({
  id: v.string(),
  kind: v.picklist(ACTIVITY_KINDS),
  title: v.string(),
  description: v.nullable(v.string()),
  appointmentId: v.nullable(v.string()),
  /** A medicine reservation's entry: the reservation it opens. */
  medicineOrderId: v.optional(v.nullable(v.string()), null),
  createdAt: v.string(),
  archivedAt: v.nullable(v.string()),
  isArchived: v.boolean(),
});
export type Activity = v.InferOutput<typeof ActivitySchema>;

export const ActivityListResponseSchema = envelope(v.object({
  activities: v.array(ActivitySchema),
  pagination: v.object({ page: v.number(), limit: v.number(), hasNext: v.boolean() }),
}));
export const ActivityActionResponseSchema = v.object({ message: v.string(), data: ActivitySchema });
