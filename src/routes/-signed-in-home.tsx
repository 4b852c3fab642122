// The signed-in home, composed from the areas it shows (features do not import each other).
// Used by /home, and lazily by / (guests never download it).
import type { QueryKey } from '@tanstack/react-query';
import { ActivityPanel } from '../features/activities/components/ActivityPanel';
import { topDoctorsQueryOptions } from '../features/doctors/api/get-doctors';
import { HealthFeedSection } from '../features/doctors/components/HealthFeedSection';
import { TopDoctors } from '../features/doctors/components/TopDoctors';
import { FavouriteHearts } from '../features/favourites/components/FavouriteButton';
import { Dashboard } from '../features/home/components/Dashboard';
import { OfflineDataNotice } from '../features/offline/components/OfflineDataNotice';
import { usePatientProfile } from '../lib/domain/patient-profile';

/** Each card dates its own data when it is the copy kept on the device (offline, or a refresh failed). */
const cardNotice = (queryKey: QueryKey) => <OfflineDataNotice compact queryKey={queryKey} />;

export function SignedInHome({ uid }: { uid: string }) {
  const profile = usePatientProfile(uid);
  return (
    <Dashboard
      uid={uid}
      firstName={profile.data?.firstName}
      cardNotice={cardNotice}
      activity={<ActivityPanel uid={uid} variant="home" notice={cardNotice(['patient', uid, 'recent-activity'])} />}
      topDoctors={<TopDoctors notice={cardNotice(topDoctorsQueryOptions().queryKey)} cardActions={FavouriteHearts} whenNear />}
      healthFeed={<HealthFeedSection notice={cardNotice(['upn', 'health-feed', 'all'])} />}
    />
  );
}

/** @alias React.lazy loads the default export; the named one is for static imports. */
export default SignedInHome;
