import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';

/**
 * issue 27: @ionic/react declares every component in one module, which the first screen loads,
 * so each component the app used anywhere — the date picker's ~30 KiB among them — shipped
 * with the first screen. The components only other screens draw are declared in this folder
 * instead, exactly as @ionic/react declares them (same runtime, events and prop types), and
 * ship with the screens that import them. `Typed` is @ionic/react's own component type.
 */
export function wrapIonic<Typed>(
  tagName: string,
  elementClass: CustomElementConstructor,
  defineCustomElement: () => void,
  events: Record<string, string> = {},
): Typed {
  return createComponent({
    tagName,
    elementClass: elementClass as unknown as typeof HTMLElement,
    react: React,
    events,
    defineCustomElement,
  }) as unknown as Typed;
}
