import { useStore } from '@/modules/ui/states/create-store';
import { crossAppSignInStore } from '../utils/cross-app-sign-in-store';

export function useIsCrossAppSignInPending(): boolean {
  return useStore(crossAppSignInStore);
}
