// The seeds' wire form of a ticket list ('id1-id2'), both ways.

/** A dash between ids is the seeds' separator, but server ids are UUIDs that contain dashes themselves. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/iy;

/**
 * Splits the seeds' `ticketIds` ('id1-id2') into ids: a UUID is taken whole, any other id runs to the next dash.
 * Readable seeded ids must then be dash-free (they are: 'tk…'); an array is accepted as is.
 */
export function splitTicketIds(joined: string | readonly string[]): string[] {
  if (typeof joined !== 'string') return [...joined];
  const ids: string[] = [];
  let at = 0;
  while (at < joined.length) {
    if (joined[at] === '-') {
      at++;
      continue;
    }
    const dash = joined.indexOf('-', at);
    let end = dash === -1 ? joined.length : dash;
    UUID.lastIndex = at;
    if (UUID.test(joined) && (at + 36 === joined.length || joined[at + 36] === '-')) end = at + 36;
    ids.push(joined.slice(at, end));
    at = end;
  }
  return ids;
}
/** The seeds' wire form of a ticket list. */
export const joinTicketIds = (ids: readonly string[]): string => ids.join('-');
