import { useMediaQuery } from '@mantine/hooks';

/** Phones (under 576 px) get full-screen dialogs and card lists instead of wide tables. */
export const useIsPhone = () => useMediaQuery('(max-width: 575px)') ?? false;
