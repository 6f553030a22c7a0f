import { Outlet } from '@tanstack/react-router';
import { LazyMotion, MotionConfig } from 'framer-motion';
import { useEffect } from 'react';
import { localeInfo, localeOfPath } from '../i18n/locale';
import { usePathname } from '../i18n/useLocale';
import { useApplyColorScheme } from '../theme/useColorScheme';
import { documentTitle } from './documentTitle';

const loadMotionFeatures = () => import('../layout/motionFeatures').then((m) => m.default);

/** Keeps <title> and <html lang> in step with the route. */
function useDocumentMeta(): void {
  const pathname = usePathname();
  useEffect(() => {
    document.title = documentTitle(pathname);
    document.documentElement.lang = localeInfo(localeOfPath(pathname)).lang;
  }, [pathname]);
}

/**
 * The root of every route, chrome or not: theme and document metadata, and framer-motion's
 * lazily loaded DOM features (strict, so a stray full `motion` import fails loudly).
 */
export function Root() {
  useApplyColorScheme();
  useDocumentMeta();
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion="user">
        <Outlet />
      </MotionConfig>
    </LazyMotion>
  );
}
