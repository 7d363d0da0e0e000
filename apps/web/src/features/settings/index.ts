export { changedFields } from './community/changed-fields';
export { useMyMembership } from './membership/use-membership';
export { NewPlaceFields } from './community/NewPlaceFields';
export { useStreamingSettings } from './streaming/use-streaming';
