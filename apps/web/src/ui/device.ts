import { useEffect, useMemo, useState } from 'react';
import { type DeviceClass, deviceClassForWidth } from '@sportkarta/contract/config/device';
import { RESIZE_DEBOUNCE_MS } from '@sportkarta/contract/config/timings';

import { useDebouncedValue } from './use-debounced-value';

export type { DeviceClass } from '@sportkarta/contract/config/device';

/** The window's size as one comparable value ("width×height"). */
const currentSize = (): string => `${window.innerWidth}×${window.innerHeight}`;

function classOf(size: string): DeviceClass {
  const [width = 0, height = 0] = size.split('×').map(Number);
  return deviceClassForWidth(width, height);
}

/**
 * The device width class of spec §9 (phone portrait 320-440, phone landscape 560-940, tablet
 * 441-850 and 941-1200), re-evaluated after resizing settles for 300 ms (spec §9 debounce).
 */
export function useDeviceClass(): DeviceClass {
  const [size, setSize] = useState(currentSize);
  useEffect(() => {
    // Every resize restarts the wait, even one that keeps the class.
    const onResize = () => setSize(currentSize());
    window.addEventListener('resize', onResize);
    window.addEventListener('orientationchange', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.removeEventListener('orientationchange', onResize);
    };
  }, []);
  const settled = useDebouncedValue(size, RESIZE_DEBOUNCE_MS);
  return useMemo(() => classOf(settled), [settled]);
}
