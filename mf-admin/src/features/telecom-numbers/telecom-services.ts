import { createTelecomNumber } from './api/create-telecom-number';
import { deleteTelecomNumber } from './api/delete-telecom-number';
import { listTelecomCompanies } from './api/list-telecom-companies';
import { listTelecomNumbers } from './api/list-telecom-numbers';
import { updateTelecomNumber } from './api/update-telecom-number';

/** The screen's server calls behind one interface, so stories run on in-memory data. */
export interface TelecomServices {
  list: typeof listTelecomNumbers;
  companies: typeof listTelecomCompanies;
  create: typeof createTelecomNumber;
  update: typeof updateTelecomNumber;
  remove: typeof deleteTelecomNumber;
}

export const apiTelecomServices: TelecomServices = {
  list: listTelecomNumbers,
  companies: listTelecomCompanies,
  create: createTelecomNumber,
  update: updateTelecomNumber,
  remove: deleteTelecomNumber,
};
