import { MSG, Role, type TAgencyRoute, type TPartnerUser } from '@busdesk/api-contract';
import { notify, useSession } from '@busdesk/shared-kit';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { EmployeeDialog } from './components/employee-dialog';
import { EmployeeTable } from './components/employee-table';
import { ResetPasswordDialog } from './components/reset-password-dialog';
import { TopUpDialog } from './components/top-up-dialog';
import { createRequest, updateRequest, type EmployeeForm } from './employee-form';
import { apiEmployeeServices, type EmployeeServices } from './employee-services';
import { EMPLOYEE_LABELS as L } from './labels';

const failure = (error: unknown) => notify(L.failed(error instanceof Error ? error.message : String(error)), 'error');

/**
 * /manage/employee (000 §2.8, §5, §6): the agency's employees. An ADMIN adds, edits anyone, locks/unlocks STAFF users
 * resets passwords (one-time password, ADR 0054) and tops up employees in the staff money ledger (ADR 0070); a STAFF user edits only their own row. The server enforces the
 * same rules; the buttons only follow them.
 */
export function EmployeesPage({ services = apiEmployeeServices }: { services?: EmployeeServices }) {
  const session = useSession();
  const me = session.status === 'authenticated' ? session.user : null;
  const isAdmin = me?.role === Role.ADMIN;
  const viewer = useMemo(() => ({ id: me?.id ?? '', isAdmin }), [me?.id, isAdmin]);
  const [users, setUsers] = useState<TPartnerUser[]>([]);
  const [routes, setRoutes] = useState<TAgencyRoute[]>([]);
  const [loading, setLoading] = useState(true);
  const [editing, setEditing] = useState<{ user: TPartnerUser | null } | null>(null);
  const [resetting, setResetting] = useState<TPartnerUser | null>(null);
  const [toppingUp, setToppingUp] = useState<TPartnerUser | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setUsers(await services.listEmployees());
    } catch {
      notify(L.loadFailed, 'error');
    } finally {
      setLoading(false);
    }
  }, [services]);

  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (!isAdmin) return;
    services.listAgencyRoutes().then(setRoutes, () => setRoutes([]));
  }, [services, isAdmin]);

  const replace = (user: TPartnerUser) => setUsers((list) => list.map((u) => (u.id === user.id ? user : u)));

  const submit = async (form: EmployeeForm) => {
    const target = editing?.user ?? null;
    try {
      if (target) replace(await services.updateEmployee(updateRequest(target, form, isAdmin)));
      else setUsers([...users, await services.createEmployee(createRequest(form))]);
      notify(MSG.employee.updateSuccess, 'success');
      setEditing(null);
    } catch (error) {
      failure(error);
    }
  };
  const toggleActive = useCallback(
    async (user: TPartnerUser, active: boolean) => {
      try {
        replace(await services.updateEmployee({ userId: user.id, isActive: active }));
        notify(MSG.employee.updateSuccess, 'success');
      } catch (error) {
        failure(error);
      }
    },
    [services],
  );
  const reset = async (user: TPartnerUser) => {
    try {
      const password = await services.resetEmployeePassword(user.id);
      notify(MSG.employee.updateSuccess, 'success');
      return password;
    } catch (error) {
      failure(error);
      throw error;
    }
  };
  const topUp = async (request: { userId: string; amount: number; description: string }) => {
    try {
      await services.topUpEmployee(request);
      notify(MSG.ledger.topUpSuccess, 'success');
      setToppingUp(null);
    } catch (error) {
      notify(MSG.ledger.topUpFailed(error instanceof Error ? error.message : String(error)), 'error');
      throw error;
    }
  };
  const onEdit = useCallback((user: TPartnerUser) => setEditing({ user }), []);
  const onToggle = useCallback((user: TPartnerUser, active: boolean) => void toggleActive(user, active), [toggleActive]);

  return (
    <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h5" component="h1">
          {MSG.employee.title}
        </Typography>
        {isAdmin ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ user: null })}>
            {L.add}
          </Button>
        ) : null}
      </Box>
      <EmployeeTable users={users} loading={loading} viewer={viewer} onEdit={onEdit} onToggleActive={onToggle} onResetPassword={setResetting} onTopUp={isAdmin ? setToppingUp : undefined} />
      <EmployeeDialog
        open={editing !== null}
        user={editing?.user ?? null}
        editorIsAdmin={isAdmin}
        routes={routes}
        onSubmit={submit}
        onClose={() => setEditing(null)}
      />
      <ResetPasswordDialog user={resetting} onReset={reset} onClose={() => setResetting(null)} />
      <TopUpDialog user={toppingUp} onTopUp={topUp} onClose={() => setToppingUp(null)} />
    </Box>
  );
}
