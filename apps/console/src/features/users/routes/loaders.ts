import { type ScreenContext, settle } from '../../../lib/screen-data';
import { usersQuery } from '../api/users';

export async function loadUsers({ queryClient }: ScreenContext) {
  await settle([queryClient.ensureQueryData(usersQuery())]);
}
