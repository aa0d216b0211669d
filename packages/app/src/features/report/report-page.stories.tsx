import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { reportEndpoints, reportSession } from './report-fixtures';
import { routes as reportRoutes } from './routes';

const routes = storyRoutes({ shell: reportRoutes.shell });

const meta = {
  title: 'Screens/Report',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/d/report', routes, session: reportSession('admin'), api: reportEndpoints },
  // Get Report opens a window and Download clicks a link: both are caught, never followed.
  beforeEach: () => {
    const open = spyOn(window, 'open').mockImplementation(() => null);
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    return () => {
      open.mockRestore();
      click.mockRestore();
    };
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const main = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('main'));

const chooseType = async (canvas: Canvas, name: string) =>
  userEvent.click(await canvas.findByRole('radio', { name }));

/** Asserts the filters shown are exactly these selects (comboboxes) and date ranges (groups). */
const expectFilters = async (
  canvas: Canvas,
  { selects, ranges = [] }: { selects: string[]; ranges?: string[] },
) => {
  const filters = within(await canvas.findByRole('group', { name: 'Filters' }));
  for (const name of selects) await expect(filters.getByRole('combobox', { name })).toBeVisible();
  for (const name of ranges) await expect(filters.getByRole('group', { name })).toBeVisible();
  await expect(filters.getAllByRole('combobox')).toHaveLength(selects.length);
  await expect(filters.queryAllByRole('group')).toHaveLength(ranges.length);
};

const getReport = (canvas: Canvas) => canvas.getByRole('button', { name: 'Get Report' });

const openedUrl = () => new URL(String(mocked(window.open).mock.calls[0]?.[0]), 'http://story');

/** The Admin (the "Others" of spec 002 §6): every one of the fourteen types; none chosen yet. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Report' })).toBeVisible();
    const tiles = within(canvas.getByRole('group', { name: 'Report Type' })).getAllByRole('radio');
    await expect(tiles).toHaveLength(14);
    await expect(await canvas.findByText('Choose a report type to see its filters.')).toBeVisible();
    await expect(getReport(canvas)).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  },
};

/** A Cashier: their four types; the staff select shows them and cannot change (spec 002 §6). */
export const Cashier: Story = {
  args: { session: reportSession('cashier') },
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    const tiles = within(await canvas.findByRole('group', { name: 'Report Type' }));
    await expect(tiles.getAllByRole('radio').map((tile) => tile.getAttribute('value'))).toEqual([
      'closing_account',
      'cash_movement',
      'reprint',
      'void_note',
    ]);
    await chooseType(canvas, 'Closing Account');
    const staff = await canvas.findByRole('combobox', { name: 'Staff' });
    await expect(staff).toBeDisabled();
    await expect(staff).toHaveDisplayValue('Farid Cashier');
  },
};

/** The Cashier's closing_account: 'Please select jetty' until a jetty is chosen; then it opens. */
export const CashierClosingAccount: Story = {
  args: { session: reportSession('cashier') },
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    await chooseType(canvas, 'Closing Account');
    const jetty = await canvas.findByRole('combobox', { name: 'Jetty' });
    await expect(jetty).toHaveAccessibleDescription('Please select jetty');
    await expect(getReport(canvas)).toBeDisabled();
    await userEvent.selectOptions(jetty, 'Jeti Merang');
    await expect(canvas.queryByText('Please select jetty')).not.toBeInTheDocument();
    await userEvent.click(getReport(canvas));
    await expect(window.open).toHaveBeenCalledTimes(1);
    const url = openedUrl();
    await expect(url.pathname).toBe('/api/reports/closing_account');
    await expect(Object.fromEntries(url.searchParams)).toEqual({
      purchased_date: '2026-11-02,2026-11-02',
      staff_id: '21',
      counter: 'all',
      shift: 'all',
      jetty_id: '2',
      token: 'story-token',
    });
  },
};

/** A CSA: trip, boat_operator and void_note; trip's staff is locked to them. */
export const Csa: Story = {
  args: { session: reportSession('csa') },
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    const tiles = within(await canvas.findByRole('group', { name: 'Report Type' }));
    await expect(tiles.getAllByRole('radio').map((tile) => tile.getAttribute('value'))).toEqual([
      'trip',
      'boat_operator',
      'void_note',
    ]);
    await chooseType(canvas, 'Trip');
    const staff = await canvas.findByRole('combobox', { name: 'Staff' });
    await expect(staff).toBeDisabled();
    await expect(staff).toHaveDisplayValue('Mei Ling CSA');
  },
};

/** A Marketing user: marketing, financial, agent, agent_redeemed and customer. */
export const Marketing: Story = {
  args: { session: reportSession('marketing') },
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    const tiles = within(await canvas.findByRole('group', { name: 'Report Type' }));
    await expect(tiles.getAllByRole('radio').map((tile) => tile.getAttribute('value'))).toEqual([
      'marketing',
      'financial',
      'agent',
      'agent_redeemed',
      'customer',
    ]);
  },
};

/** The super user sees every type, like the "Others". */
export const SuperUser: Story = {
  args: { session: reportSession('super') },
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    const tiles = within(await canvas.findByRole('group', { name: 'Report Type' }));
    await expect(tiles.getAllByRole('radio')).toHaveLength(14);
  },
};

/** The filter data still loading: the tiles are there, the filters wait, Get Report is off. */
export const Loading: Story = {
  args: { api: { ...reportEndpoints, 'GET /api/reports': 'never' } },
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    await chooseType(canvas, 'Sales');
    await expect(await canvas.findByRole('status')).toBeVisible();
    await expect(getReport(canvas)).toBeDisabled();
  },
};

/** The filter data failed: the server's message and Try again; Get Report stays off. */
export const DataFailure: Story = {
  args: {
    api: {
      ...reportEndpoints,
      'GET /api/reports': { status: 500, body: { error: 'Reports are resting' } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    await expect(await canvas.findByText('The report filters could not be loaded')).toBeVisible();
    await expect(canvas.getByText('Reports are resting')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /try again/i })).toBeVisible();
    await chooseType(canvas, 'Sales');
    await expect(getReport(canvas)).toBeDisabled();
  },
};

// One story per report type: exactly the filters it needs (the domain's REPORT_TYPE_FILTERS).

export const TypeTrip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    await chooseType(canvas, 'Trip');
    await expectFilters(canvas, {
      selects: ['Trip Type', 'Staff', 'Jetty', 'Time', 'Boat Type'],
      ranges: ['Departure Date'],
    });
    await expect(canvas.getByRole('option', { name: 'Montly' })).toBeInTheDocument();
    await expect(canvas.getByRole('option', { name: '09:00AM-06:00PM' })).toBeInTheDocument();
  },
};

export const TypeMarketing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    await chooseType(canvas, 'Marketing');
    await expectFilters(canvas, {
      selects: ['Group Type', 'Agent', 'Package', 'Platform'],
      ranges: ['Purchased Date'],
    });
    await expect(canvas.getByRole('option', { name: 'Agent Dashboard' })).toBeInTheDocument();
    await expect(getReport(canvas)).toBeEnabled();
  },
};

export const TypeFinancial: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    await chooseType(canvas, 'Financial');
    await expectFilters(canvas, {
      selects: ['Package', 'Payment Method', 'Platform', 'Status'],
      ranges: ['Purchased Date'],
    });
    await expect(canvas.getByRole('option', { name: 'Deposit' })).toBeInTheDocument();
  },
};

export const TypePassenger: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    await chooseType(canvas, 'Passenger');
    await expectFilters(canvas, {
      selects: ['Jetty', 'Time', 'Boat Type', 'Package'],
      ranges: ['Departure Date'],
    });
    await expect(canvas.getByRole('option', { name: 'Chartered' })).toBeInTheDocument();
  },
};

export const TypeAgent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    await chooseType(canvas, 'Agent');
    await expectFilters(canvas, {
      selects: ['Group Type', 'Agent', 'Package', 'Status'],
      ranges: ['Purchased Date'],
    });
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeEnabled();
  },
};

export const TypeAgentRedeemed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    await chooseType(canvas, 'Agent Redeemed');
    await expectFilters(canvas, {
      selects: ['Group Type', 'Agent', 'Package'],
      ranges: ['Departure Date'],
    });
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeDisabled();
  },
};

export const TypeDailyRedemption: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    await chooseType(canvas, 'Daily Redemption');
    await expectFilters(canvas, {
      selects: ['Jetty', 'Time', 'Package'],
      ranges: ['Departure Date'],
    });
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeDisabled();
  },
};

export const TypeClosingAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    await chooseType(canvas, 'Closing Account');
    await expectFilters(canvas, {
      selects: ['Staff', 'Counter', 'Shift', 'Jetty'],
      ranges: ['Purchased Date'],
    });
    await expect(canvas.getByRole('combobox', { name: 'Staff' })).toBeEnabled();
  },
};

export const TypeCashMovement: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    await chooseType(canvas, 'Cash Movement');
    await expectFilters(canvas, {
      selects: ['Staff', 'Counter', 'Shift', 'Payment Method'],
      ranges: ['Purchased Date'],
    });
  },
};

export const TypeReprint: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    await chooseType(canvas, 'Reprint');
    await expectFilters(canvas, { selects: ['Staff', 'Counter'], ranges: ['Purchased Date'] });
  },
};

export const TypeSales: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    await chooseType(canvas, 'Sales');
    await expectFilters(canvas, {
      selects: ['Package', 'Add-on', 'Payment Method', 'Platform', 'Status'],
      ranges: ['Purchased Date'],
    });
    await expect(canvas.getByRole('option', { name: 'Teh Tarik' })).toBeInTheDocument();
  },
};

export const TypeCustomer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    await chooseType(canvas, 'Customer');
    await expectFilters(canvas, {
      selects: ['Group Type', 'Agent', 'Platform'],
      ranges: ['Purchased Date'],
    });
  },
};

export const TypeBoatOperator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    await chooseType(canvas, 'Boat Operator');
    await expectFilters(canvas, { selects: ['Month', 'Jetty', 'Boat Type'] });
  },
};

export const TypeVoidNote: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    await chooseType(canvas, 'Void Note');
    await expectFilters(canvas, {
      selects: ['Staff', 'Counter', 'Shift'],
      ranges: ['Purchased Date'],
    });
  },
};

// Each rule of spec 002 §5.

/** Staff-bound types stay off until a staff is chosen. */
export const RuleStaffRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    await chooseType(canvas, 'Cash Movement');
    await expect(getReport(canvas)).toBeDisabled();
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'Staff' }),
      'Farid Cashier',
    );
    await expect(getReport(canvas)).toBeEnabled();
  },
};

/** Trip needs a trip type as well as a staff. */
export const RuleTripTypeRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    await chooseType(canvas, 'Trip');
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'Staff' }),
      'Mei Ling CSA',
    );
    await expect(getReport(canvas)).toBeDisabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Trip Type' }), 'Daily');
    await expect(getReport(canvas)).toBeEnabled();
  },
};

/** Filters set for one type start afresh on the next: a trip type chosen for Trip is gone. */
export const FiltersStartAfreshPerType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    await chooseType(canvas, 'Trip');
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'Jetty' }),
      'Jeti Merang',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Trip Type' }), 'Daily');
    await chooseType(canvas, 'Passenger');
    await chooseType(canvas, 'Trip');
    await expect(await canvas.findByRole('combobox', { name: 'Trip Type' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Jetty' })).not.toHaveDisplayValue(
      'Jeti Merang',
    );
    await expect(getReport(canvas)).toBeDisabled();
  },
};

/** closing_account without a jetty: 'Please select jetty', Get Report off. */
export const RuleJettyRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    await chooseType(canvas, 'Closing Account');
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'Staff' }),
      'Farid Cashier',
    );
    await expect(canvas.getByText('Please select jetty')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Jetty' })).toBeInvalid();
    await expect(getReport(canvas)).toBeDisabled();
  },
};

/** daily_redemption needs the departure date switched on. */
export const RuleDepartureSwitch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    await chooseType(canvas, 'Daily Redemption');
    await expect(await canvas.findByLabelText('Departure from')).toBeDisabled();
    await expect(getReport(canvas)).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Filter by departure date' }));
    await expect(canvas.getByLabelText('Departure from')).toBeEnabled();
    await expect(getReport(canvas)).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeEnabled();
  },
};

/** boat_operator needs a month, picked by month and year. */
export const RuleMonthRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    await chooseType(canvas, 'Boat Operator');
    await expect(getReport(canvas)).toBeDisabled();
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Month' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: /October/ }));
    await expect(canvas.getByRole('combobox', { name: 'Month' })).toHaveTextContent('October 2026');
    await expect(getReport(canvas)).toBeEnabled();
    await userEvent.click(getReport(canvas));
    await expect(openedUrl().searchParams.get('month')).toBe('2026-10');
  },
};

const setRange = async (canvas: Canvas, prefix: string, start: string, end: string) => {
  const from = canvas.getByLabelText(`${prefix} from`);
  const to = canvas.getByLabelText(`${prefix} to`);
  await userEvent.clear(to);
  await userEvent.type(to, end);
  await userEvent.clear(from);
  await userEvent.type(from, start);
};

/** A purchased range across two months is refused on another type than marketing. */
export const RulePurchasedSameMonth: Story = {
  args: { session: reportSession('marketing') },
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    await chooseType(canvas, 'Financial');
    await setRange(canvas, 'Purchased', '2026-10-25', '2026-11-02');
    await expect(
      await canvas.findByText('Purchased date range must be within the same month'),
    ).toBeVisible();
    await expect(getReport(canvas)).toBeDisabled();
  },
};

/** The same range on marketing is accepted, and sent as 'start,end'. */
export const RuleMarketingExempt: Story = {
  args: { session: reportSession('marketing') },
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    await chooseType(canvas, 'Marketing');
    await setRange(canvas, 'Purchased', '2026-10-25', '2026-11-02');
    await expect(
      canvas.queryByText('Purchased date range must be within the same month'),
    ).not.toBeInTheDocument();
    await userEvent.click(getReport(canvas));
    await expect(openedUrl().searchParams.get('purchased_date')).toBe('2026-10-25,2026-11-02');
  },
};

/** A departure range across two months is refused on every type. */
export const RuleDepartureSameMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    await chooseType(canvas, 'Passenger');
    await userEvent.click(
      await canvas.findByRole('checkbox', { name: 'Filter by departure date' }),
    );
    await setRange(canvas, 'Departure', '2026-10-30', '2026-11-02');
    await expect(
      await canvas.findByText('Departure date range must be within the same month'),
    ).toBeVisible();
    await expect(getReport(canvas)).toBeDisabled();
  },
};

/** A group type loads its agents; the chosen one goes as group_type_value. */
export const GroupAgents: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    await chooseType(canvas, 'Customer');
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'Group Type' }),
      'Hotel',
    );
    const agent = canvas.getByRole('combobox', { name: 'Agent' });
    await waitFor(() => expect(agent).toBeEnabled());
    await userEvent.click(agent);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Seri Melati Hotel' }));
    await userEvent.click(getReport(canvas));
    const query = openedUrl().searchParams;
    await expect(query.get('group_type')).toBe('Hotel');
    await expect(query.get('group_type_value')).toBe('2');
  },
};

/** The agents of a group failed to load: said under the select. */
export const GroupAgentsFailure: Story = {
  args: {
    api: {
      ...reportEndpoints,
      'GET /api/booking/group-type/All': { status: 500, body: { error: 'Down' } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    await chooseType(canvas, 'Marketing');
    await expect(
      await canvas.findByText('The agents of this group could not be loaded'),
    ).toBeVisible();
  },
};

/** Download on agent: the .xlsx of the same filters (format=xlsx). */
export const DownloadXlsx: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    await chooseType(canvas, 'Agent');
    await userEvent.click(await canvas.findByRole('button', { name: 'Download' }));
    const click = mocked(HTMLAnchorElement.prototype.click);
    await expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    const url = new URL(link.href);
    await expect(url.pathname).toBe('/api/reports/agent');
    await expect(url.searchParams.get('format')).toBe('xlsx');
    await expect(url.searchParams.get('token')).toBe('story-token');
    await expect(window.open).not.toHaveBeenCalled();
  },
};

/** Malay: the Cashier's closing_account with its message. */
export const Malay: Story = {
  args: { session: reportSession('cashier') },
  globals: { locale: 'ms' },
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Laporan' })).toBeVisible();
    await chooseType(canvas, 'Akaun Penutupan');
    await expect(await canvas.findByText('Sila pilih jeti')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Dapatkan Laporan' })).toBeDisabled();
  },
};

/** A phone (390 px): the tiles in two columns, the filters in one. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = await main(canvasElement);
    await chooseType(canvas, 'Sales');
    await expect(await canvas.findByRole('group', { name: 'Filters' })).toBeVisible();
    await expect(getReport(canvas)).toBeEnabled();
  },
};
