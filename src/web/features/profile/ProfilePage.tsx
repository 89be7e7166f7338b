import { useSignedInUser } from '../../lib/session.js';
import { AccountSection } from './AccountSection.js';
import { ProfileForm } from './ProfileForm.js';

export default function ProfilePage() {
  const me = useSignedInUser();
  return (
    <>
      <ProfileForm me={me} />
      {me.profile && <AccountSection email={me.email} />}
    </>
  );
}
