// The signed-in home, composed from the areas it shows (features do not import each other).
// Used by /home, and lazily by / (guests never download it).
import { ActivityPanel } from '../features/activities/components/ActivityPanel';
import { HealthFeedSection } from '../features/doctors/components/HealthFeedSection';
import { TopDoctors } from '../features/doctors/components/TopDoctors';
import { Dashboard } from '../features/home/components/Dashboard';
import { usePatientProfile } from '../lib/patient-profile';

export function SignedInHome({ uid }: { uid: string }) {
  const profile = usePatientProfile(uid);
  return (
    <Dashboard
      uid={uid}
      firstName={profile.data?.firstName}
      activity={<ActivityPanel uid={uid} variant="home" />}
      topDoctors={<TopDoctors />}
      healthFeed={<HealthFeedSection />}
    />
  );
}

export default SignedInHome;
