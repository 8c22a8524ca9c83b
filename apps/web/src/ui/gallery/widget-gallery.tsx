import { ruDevSettings } from '@/i18n/ru-dev-settings';
import { BannersDemo, DelayedDemo, OverlayDemo, ToastsDemo } from './feedback-demos';
import { CalendarDemo, CountdownDemo, QuantityDemo, StepperDemo } from './input-demos';
import { AuthDemo, DeviceDemo, EmptyDemo, PdfDemo, ShellDemo } from './page-demos';
import { DatePickerDemo, GenderDemo, SheetDemo } from './sheet-demos';
import '../ui.css';
import './widget-gallery.css';

/**
 * Every shared widget of spec §2.3/§2.4/§9, live (issue 2 §6). Needs the router and
 * AuthRequiredProvider above it, as every page has.
 */
export function WidgetGallery() {
  return (
    <div className="sk-gallery">
      <p className="sk-gallery__intro">{ruDevSettings.gallery.intro}</p>
      <ShellDemo />
      <ToastsDemo />
      <BannersDemo />
      <OverlayDemo />
      <DelayedDemo />
      <SheetDemo />
      <DatePickerDemo />
      <GenderDemo />
      <QuantityDemo />
      <CountdownDemo />
      <CalendarDemo />
      <StepperDemo />
      <PdfDemo />
      <AuthDemo />
      <EmptyDemo />
      <DeviceDemo />
    </div>
  );
}
