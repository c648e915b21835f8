/**
 * Browser push in the signed-in frame: where the browser can push, the prompt (and the silent
 * re-subscription of a device already allowed) downloads after the frame; a click on a pushed
 * notification while a window is open moves that window to the notification's page.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathToOpen, pushSupported } from '../providers/devicePush';
import { withTexts } from '../providers/i18n';

// The prompt and its texts download after the frame, and only where the browser can push.
const PushPrompt = lazy(() =>
  withTexts(['push'], () => import('./PushPrompt')).then((m) => ({ default: m.PushPrompt })),
);

export function DevicePush() {
  const navigate = useNavigate();
  const supported = pushSupported();

  useEffect(() => {
    if (!supported) return;
    const open = (event: MessageEvent) => {
      const path = pathToOpen(event.data);
      if (path) navigate(path);
    };
    const container = navigator.serviceWorker;
    container.addEventListener('message', open);
    return () => container.removeEventListener('message', open);
  }, [supported, navigate]);

  if (!supported) return null;
  return (
    <Suspense fallback={null}>
      <PushPrompt />
    </Suspense>
  );
}
