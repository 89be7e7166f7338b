import { ProfileForm } from '../../features/profile/ProfileForm.js';
import { useSignedInUser } from '../session.js';
import DashboardPage from './DashboardPage.js';

/** The profile gate (spec §2): the dashboard once a profile exists, else the completion form. */
export default function HomePage() {
  const me = useSignedInUser();
  return me.profile ? <DashboardPage /> : <ProfileForm me={me} />;
}
