import type { InferResponseType } from 'hono/client';
import type { apiClient } from '#web/lib/api-client.ts';

/** The progress as the API sends it: dates as ISO strings. */
export type ProgressJson = InferResponseType<typeof apiClient.api.progress.$get, 200>;

type Revived<T> = T extends string
  ? T
  : T extends (infer Item)[]
    ? Revived<Item>[]
    : T extends object
      ? { [Key in keyof T]: Key extends DateKey ? Date | Extract<T[Key], null> : Revived<T[Key]> }
      : T;

type DateKey = 'completedAt' | 'createdAt' | 'shippedAt' | 'opensAt';
const dateKeys = new Set<string>(['completedAt', 'createdAt', 'shippedAt', 'opensAt']);

/** The progress with its timestamps as Dates, as screens use it. */
export type Progress = Revived<ProgressJson>;
export type RealmProgress = Progress['realms'][number];
export type QuestProgress = RealmProgress['quests'][number];

/** Turns the timestamp strings of a progress (from the API or local storage) into Dates. */
export function reviveProgress(json: ProgressJson): Progress {
  return JSON.parse(JSON.stringify(json), (key, value: unknown) =>
    dateKeys.has(key) && typeof value === 'string' ? new Date(value) : value,
  ) as Progress;
}
