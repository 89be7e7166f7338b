import { useSignedInUser } from '../../lib/session.js';
import { ProfileForm } from './ProfileForm.js';

export default function ProfilePage() {
  return <ProfileForm me={useSignedInUser()} />;
}
