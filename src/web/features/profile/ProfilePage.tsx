import { useSignedInUser } from '../../app/session.js';
import { ProfileForm } from './ProfileForm.js';

export default function ProfilePage() {
  return <ProfileForm me={useSignedInUser()} />;
}
