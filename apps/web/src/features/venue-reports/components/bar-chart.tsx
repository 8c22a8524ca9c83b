import { ruVenueReports as t } from '@/i18n/ru-venue-reports';

export interface Bar {
  /** The bar's name on the axis and in its tooltip («25.11», «11:00»). */
  label: string;
  value: number;
}

/**
 * Issue 25: a bar chart in plain SVG (docs/web-widgets.md «Charts»). The bars stretch with the
 * width; the text (the highest value, the axis ends) is HTML, so it stays readable from 320 px
 * to a desktop. A screen reader hears the title and the highest bar; every number is in the
 * table that follows the chart.
 */
export function BarChart(props: {
  title: string;
  bars: readonly Bar[];
  format: (value: number) => string;
}) {
  const { bars, format } = props;
  const max = Math.max(0, ...bars.map((b) => b.value));
  const top = bars.find((b) => b.value === max);
  const summary = top && max > 0 ? `${t.chartMax}: ${format(max)} — ${top.label}.` : '';
  const step = 10;
  const middle = bars[Math.floor((bars.length - 1) / 2)];
  return (
    <figure className="sk-chart">
      <figcaption className="sk-chart__title">{props.title}</figcaption>
      <div className="sk-chart__plot">
        <span className="sk-chart__max" aria-hidden="true">
          {format(max)}
        </span>
        <svg
          className="sk-chart__svg"
          viewBox={`0 0 ${bars.length * step} 100`}
          preserveAspectRatio="none"
          role="img"
          aria-label={`${props.title}. ${summary} ${t.chartHint}`}
        >
          <line className="sk-chart__base" x1="0" x2={bars.length * step} y1="100" y2="100" />
          {bars.map((b, i) => {
            const h = max > 0 ? (b.value / max) * 96 : 0;
            return (
              <rect
                key={`${b.label}-${i}`}
                className="sk-chart__bar"
                x={i * step + step * 0.15}
                width={step * 0.7}
                y={100 - h}
                height={h}
              >
                <title>{`${b.label}: ${format(b.value)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <div className="sk-chart__axis" aria-hidden="true">
        <span>{bars[0]?.label}</span>
        {bars.length > 2 && middle ? <span>{middle.label}</span> : null}
        {bars.length > 1 ? <span>{bars.at(-1)?.label}</span> : null}
      </div>
    </figure>
  );
}
