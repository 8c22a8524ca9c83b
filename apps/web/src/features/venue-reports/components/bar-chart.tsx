import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar as VisxBar } from '@visx/shape';
import { ruVenueReports as t } from '@/i18n/ru-venue-reports';

export interface Bar {
  /** The bar's name on the axis and in its tooltip («25.11», «11:00»). */
  label: string;
  value: number;
}

const HEIGHT = 180;
const MARGIN = { top: 10, right: 8, bottom: 26, left: 64 };
/** The room one label of the bottom axis needs («25.11», «11:00») at 13 px. */
const LABEL_PX = 52;

/** Indices of bars whose labels fit under the axis: evenly spread, the first and the last kept. */
export function labelledBars(count: number, width: number): number[] {
  const fit = Math.max(2, Math.floor(width / LABEL_PX));
  if (count <= fit) return Array.from({ length: count }, (_, i) => i);
  const step = Math.ceil((count - 1) / (fit - 1));
  const picked = [];
  for (let i = 0; i < count - 1; i += step) picked.push(i);
  if (count - 1 - picked.at(-1)! < step / 2) picked.pop();
  picked.push(count - 1);
  return picked;
}

/**
 * Issue 25: a bar chart drawn with visx (docs/web-widgets.md «Charts»): d3's scales, SVG in
 * pixels of the measured width, so the axes' text stays 13 px from 320 px to a desktop. A
 * screen reader hears the title and the highest bar; every number is in the table that follows
 * the chart.
 */
export function BarChart(props: {
  title: string;
  bars: readonly Bar[];
  format: (value: number) => string;
}) {
  const { bars, format } = props;
  const { parentRef, width } = useParentSize({
    initialSize: { width: 320 },
    ignoreDimensions: ['height', 'top', 'left'],
    debounceTime: 60,
  });
  const max = Math.max(0, ...bars.map((b) => b.value));
  const top = bars.find((b) => b.value === max);
  const summary = top && max > 0 ? `${t.chartMax}: ${format(max)} — ${top.label}.` : '';
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<number>({
    domain: bars.map((_, i) => i),
    range: [0, innerWidth],
    padding: bars.length > 60 ? 0.1 : 0.3,
  });
  const y = scaleLinear<number>({ domain: [0, max > 0 ? max : 1], range: [innerHeight, 0] });
  const label = (i: { valueOf(): number }) => bars[i.valueOf()]?.label ?? '';
  return (
    <figure className="sk-chart">
      <figcaption className="sk-chart__title">{props.title}</figcaption>
      <div ref={parentRef} className="sk-chart__plot">
        <svg
          className="sk-chart__svg"
          width={width}
          height={HEIGHT}
          role="img"
          aria-label={`${props.title}. ${summary} ${t.chartHint}`}
        >
          <Group left={MARGIN.left} top={MARGIN.top}>
            {bars.map((b, i) => {
              const h = innerHeight - y(b.value);
              return (
                <VisxBar
                  key={`${b.label}-${i}`}
                  className="sk-chart__bar"
                  x={x(i)}
                  y={innerHeight - h}
                  width={x.bandwidth()}
                  height={h}
                >
                  <title>{`${b.label}: ${format(b.value)}`}</title>
                </VisxBar>
              );
            })}
            <AxisLeft
              scale={y}
              numTicks={3}
              tickFormat={(v) => format(v.valueOf())}
              axisClassName="sk-chart__axis"
              hideAxisLine
              hideTicks
            />
            <AxisBottom
              scale={x}
              top={innerHeight}
              tickValues={labelledBars(bars.length, innerWidth)}
              tickFormat={label}
              axisClassName="sk-chart__axis"
              hideTicks
            />
          </Group>
        </svg>
      </div>
    </figure>
  );
}
