import { createContext, useContext } from 'react';
import type { Profile } from './profile/profile.ts';

export type ProfileState = { profile: Profile; setProfile: (profile: Profile) => void };

export const ProfileContext = createContext<ProfileState | null>(null);

/** The signed-in customer's profile, loaded by the guard before any screen renders. */
export function useProfile(): ProfileState {
  const state = useContext(ProfileContext);
  if (!state) throw new Error('useProfile outside the customer area');
  return state;
}
