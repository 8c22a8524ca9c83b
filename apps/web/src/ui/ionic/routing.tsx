import { NavContext, type RouterDirection } from '@ionic/react';
import { createElement, useContext, type ComponentType, type MouseEvent } from 'react';
import { wrapIonic } from './wrap';

interface RoutingProps {
  routerLink?: string;
  routerDirection?: RouterDirection;
  href?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * @ionic/react's routing components (IonButton, IonItem, IonRouterLink with `routerLink`),
 * declared here like ./wrap.ts declares the others (issue 27): the same link as @ionic/react
 * makes — `href` for the address, a plain click navigates in the app through Ionic's
 * NavContext with the direction given, a click with Ctrl/⌘/Shift is left to the browser.
 */
export function wrapRouting<Typed>(
  tagName: string,
  elementClass: CustomElementConstructor,
  defineCustomElement: () => void,
  events: Record<string, string> = {},
): Typed {
  const Element = wrapIonic<ComponentType<RoutingProps>>(
    tagName,
    elementClass,
    defineCustomElement,
    events,
  );
  function Routing({ routerLink, routerDirection, href, onClick, ...props }: RoutingProps) {
    const nav = useContext(NavContext);
    const click = (event: MouseEvent<HTMLElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || routerLink === undefined) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      nav.navigate(routerLink, routerDirection);
    };
    return createElement(Element, { ...props, href: href ?? routerLink, onClick: click });
  }
  Routing.displayName = tagName;
  return Routing as unknown as Typed;
}
