import { createEmployee } from './api/create-employee';
import { listAgencyRoutes } from './api/list-agency-routes';
import { listEmployees } from './api/list-employees';
import { resetEmployeePassword } from './api/reset-employee-password';
import { topUpEmployee } from './api/top-up-employee';
import { updateEmployee } from './api/update-employee';

/** The employee screen's calls; tests and stories pass fakes. */
export interface EmployeeServices {
  listEmployees: typeof listEmployees;
  listAgencyRoutes: typeof listAgencyRoutes;
  createEmployee: typeof createEmployee;
  updateEmployee: typeof updateEmployee;
  resetEmployeePassword: typeof resetEmployeePassword;
  topUpEmployee: typeof topUpEmployee;
}

export const apiEmployeeServices: EmployeeServices = { listEmployees, listAgencyRoutes, createEmployee, updateEmployee, resetEmployeePassword, topUpEmployee };
