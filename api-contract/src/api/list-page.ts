import { z } from 'zod';

/** The paging fields of a list request: `page` from 0, and `count` rows from 1 to `max` (default `preset`). */
export const listPage = (max: number, preset: number = max) => ({
  page: z.number().int().min(0).default(0),
  count: z.number().int().min(1).max(max).default(preset),
});
