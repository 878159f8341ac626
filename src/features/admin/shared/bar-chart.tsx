import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, LabelList, XAxis, YAxis } from 'recharts';

export interface LabelledValue {
  label: string;
  value: number;
}

/**
 * Horizontal bars, one per row in the order given, the label on the left (form titles and funnel
 * stages are long; a phone has room for them there). Loaded on its own (React.lazy) so that no page's
 * figures wait for Recharts. Every page that draws one also gives the same figures in a table, so the
 * drawing is hidden from screen readers and out of the tab order (Recharts 3 makes a chart focusable
 * for its keyboard tooltip unless told not to).
 */
export function HorizontalBars({ data, label }: { data: LabelledValue[]; label: string }) {
  const chart = useChart({ data, series: [{ name: 'value', color: 'purple.solid', label }] });
  return (
    <Chart.Root chart={chart} h={`${Math.max(160, data.length * 32 + 40)}px`} aspectRatio="auto" aria-hidden="true">
      <BarChart responsive accessibilityLayer={false} data={chart.data} layout="vertical" margin={{ left: 8, right: 40 }}>
        <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
        <XAxis type="number" allowDecimals={false} axisLine={false} tickLine={false} stroke={chart.color('fg.muted')} />
        <YAxis type="category" dataKey={chart.key('label')} width={200} axisLine={false} tickLine={false} stroke={chart.color('fg.muted')} />
        {chart.series.map((item) => (
          <Bar key={item.name} dataKey={chart.key(item.name)} fill={chart.color(item.color)} isAnimationActive={false} radius={4}>
            <LabelList dataKey={chart.key(item.name)} position="right" fill={chart.color('fg')} />
          </Bar>
        ))}
      </BarChart>
    </Chart.Root>
  );
}
