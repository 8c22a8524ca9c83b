import { useEffect, useState } from 'react';
import { type DeviceClass, deviceClassForWidth } from '@sportkarta/contract/config/device';
import { RESIZE_DEBOUNCE_MS } from '@sportkarta/contract/config/timings';

export type { DeviceClass } from '@sportkarta/contract/config/device';

function current(): DeviceClass {
  return deviceClassForWidth(window.innerWidth, window.innerHeight);
}

/**
 * The device width class of spec §9 (phone portrait 320-440, phone landscape 560-940, tablet
 * 441-850 and 941-1200), re-evaluated after resizing settles for 300 ms (spec §9 debounce).
 */
export function useDeviceClass(): DeviceClass {
  const [deviceClass, setDeviceClass] = useState<DeviceClass>(current);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setDeviceClass(current()), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    window.addEventListener('orientationchange', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('orientationchange', onResize);
    };
  }, []);
  return deviceClass;
}
