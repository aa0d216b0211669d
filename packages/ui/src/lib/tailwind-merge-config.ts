/**
 * tailwind-merge's configuration for Strata: only the class groups that packages/ui and
 * packages/app use, so that `cn` does not ship every Tailwind class group (issue 17: with the
 * default config tailwind-merge and clsx are ~8.7 kB gzip minified, with this one ~6.3 kB).
 *
 * Each group, its theme scales, its conflicts among the groups kept here, and the order-sensitive
 * modifiers are copied from tailwind-merge 3.7's `getDefaultConfig` (src/lib/default-config.ts)
 * unchanged and in the same order, so `cn` merges those classes exactly as `twMerge` does (group
 * lookup takes the first matching group, so the order matters).
 *
 * A class outside these groups is kept as given: it is neither dropped nor lets a later class
 * drop an earlier one. So that this holds, every group whose classes share a prefix with a kept
 * color or font-family group is kept too (`bg-cover`, `border-x-2`, `ring-offset-2`, `stroke-2`,
 * `text-balance`, `font-stretch-75%`): those groups accept any value and would otherwise claim
 * such classes. cn.test.ts compares `cn` with the full `twMerge` on every class in the sources,
 * so a class from a new group fails it until its group (and its conflicts) is copied here, in the
 * default config's order. styles.css keeps Tailwind from reading this file's strings as classes.
 */
import {
  fromTheme,
  validators,
  type Config,
  type DefaultClassGroupIds,
  type DefaultThemeGroupIds,
} from 'tailwind-merge';

const {
  isAny,
  isAnyNonArbitrary,
  isArbitraryFamilyName,
  isArbitraryImage,
  isArbitraryLength,
  isArbitraryNumber,
  isArbitraryPosition,
  isArbitraryShadow,
  isArbitrarySize,
  isArbitraryValue,
  isArbitraryVariable,
  isArbitraryVariableFamilyName,
  isArbitraryVariableImage,
  isArbitraryVariableLength,
  isArbitraryVariablePosition,
  isArbitraryVariableShadow,
  isArbitraryVariableSize,
  isArbitraryVariableWeight,
  isArbitraryWeight,
  isFraction,
  isInteger,
  isNumber,
  isPercent,
  isTshirtSize,
} = validators;

const themeColor = fromTheme('color');
const themeFont = fromTheme('font');
const themeText = fromTheme('text');
const themeFontWeight = fromTheme('font-weight');
const themeTracking = fromTheme('tracking');
const themeLeading = fromTheme('leading');
const themeBreakpoint = fromTheme('breakpoint');
const themeContainer = fromTheme('container');
const themeSpacing = fromTheme('spacing');
const themeRadius = fromTheme('radius');
const themeShadow = fromTheme('shadow');
const themeTextShadow = fromTheme('text-shadow');
const themeAnimate = fromTheme('animate');

const scalePosition = () =>
  [
    'center',
    'top',
    'bottom',
    'left',
    'right',
    'top-left',
    // Deprecated since Tailwind CSS v4.1.0, see https://github.com/tailwindlabs/tailwindcss/pull/17378
    'left-top',
    'top-right',
    // Deprecated since Tailwind CSS v4.1.0, see https://github.com/tailwindlabs/tailwindcss/pull/17378
    'right-top',
    'bottom-right',
    // Deprecated since Tailwind CSS v4.1.0, see https://github.com/tailwindlabs/tailwindcss/pull/17378
    'right-bottom',
    'bottom-left',
    // Deprecated since Tailwind CSS v4.1.0, see https://github.com/tailwindlabs/tailwindcss/pull/17378
    'left-bottom',
  ] as const;
const scaleOverflow = () => ['auto', 'hidden', 'clip', 'visible', 'scroll'] as const;
const scaleUnambiguousSpacing = () =>
  [isArbitraryVariable, isArbitraryValue, themeSpacing] as const;
const scaleInset = () => [isFraction, 'full', 'auto', ...scaleUnambiguousSpacing()] as const;
const scaleGridTemplateColsRows = () =>
  [isInteger, 'none', 'subgrid', isArbitraryVariable, isArbitraryValue] as const;
const scaleGridColRowStartAndEnd = () =>
  [
    'auto',
    { span: ['full', isInteger, isArbitraryVariable, isArbitraryValue] },
    isInteger,
    isArbitraryVariable,
    isArbitraryValue,
  ] as const;
const scaleGridColRowStartOrEnd = () =>
  [isInteger, 'auto', isArbitraryVariable, isArbitraryValue] as const;
const scaleAlignPrimaryAxis = () =>
  [
    'start',
    'end',
    'center',
    'between',
    'around',
    'evenly',
    'stretch',
    'baseline',
    'center-safe',
    'end-safe',
  ] as const;
const scaleAlignSecondaryAxis = () =>
  ['start', 'end', 'center', 'stretch', 'center-safe', 'end-safe'] as const;
const scaleMargin = () => ['auto', ...scaleUnambiguousSpacing()] as const;
const scaleSizing = () =>
  [
    isFraction,
    'auto',
    'full',
    'dvw',
    'dvh',
    'lvw',
    'lvh',
    'svw',
    'svh',
    'min',
    'max',
    'fit',
    ...scaleUnambiguousSpacing(),
  ] as const;
const scaleColor = () => [themeColor, isArbitraryVariable, isArbitraryValue] as const;
const scaleBgPosition = () =>
  [
    ...scalePosition(),
    isArbitraryVariablePosition,
    isArbitraryPosition,
    { position: [isArbitraryVariable, isArbitraryValue] },
  ] as const;
const scaleBgRepeat = () => ['no-repeat', { repeat: ['', 'x', 'y', 'space', 'round'] }] as const;
const scaleBgSize = () =>
  [
    'auto',
    'cover',
    'contain',
    isArbitraryVariableSize,
    isArbitrarySize,
    { size: [isArbitraryVariable, isArbitraryValue] },
  ] as const;
const scaleRadius = () =>
  [
    // Deprecated since Tailwind CSS v4.0.0
    '',
    'none',
    'full',
    themeRadius,
    isArbitraryVariable,
    isArbitraryValue,
  ] as const;
const scaleBorderWidth = () =>
  ['', isNumber, isArbitraryVariableLength, isArbitraryLength] as const;
const scaleLineStyle = () => ['solid', 'dashed', 'dotted', 'double'] as const;
const scaleBlendMode = () =>
  [
    'normal',
    'multiply',
    'screen',
    'overlay',
    'darken',
    'lighten',
    'color-dodge',
    'color-burn',
    'hard-light',
    'soft-light',
    'difference',
    'exclusion',
    'hue',
    'saturation',
    'color',
    'luminosity',
  ] as const;
const scaleRotate = () => ['none', isNumber, isArbitraryVariable, isArbitraryValue] as const;
const scaleTranslate = () => [isFraction, 'full', ...scaleUnambiguousSpacing()] as const;

/** The theme scales the kept groups read, as in the default config. */
const theme = {
  animate: ['spin', 'ping', 'pulse', 'bounce'],
  breakpoint: [isTshirtSize],
  color: [isAny],
  container: [isTshirtSize],
  font: [isAnyNonArbitrary],
  'font-weight': [
    'thin',
    'extralight',
    'light',
    'normal',
    'medium',
    'semibold',
    'bold',
    'extrabold',
    'black',
  ],
  leading: ['none', 'tight', 'snug', 'normal', 'relaxed', 'loose'],
  radius: [isTshirtSize],
  shadow: [isTshirtSize],
  spacing: ['px', isNumber],
  text: [isTshirtSize],
  'text-shadow': [isTshirtSize],
  tracking: ['tighter', 'tight', 'normal', 'wide', 'wider', 'widest'],
} as const satisfies Partial<Config<never, DefaultThemeGroupIds>['theme']>;

/** The kept class groups, copied from the default config in its order. */
const classGroups = {
  /**
   * Display
   * @see https://tailwindcss.com/docs/display
   */
  display: [
    'block',
    'inline-block',
    'inline',
    'flex',
    'inline-flex',
    'table',
    'inline-table',
    'table-caption',
    'table-cell',
    'table-column',
    'table-column-group',
    'table-footer-group',
    'table-header-group',
    'table-row-group',
    'table-row',
    'flow-root',
    'grid',
    'inline-grid',
    'contents',
    'list-item',
    'hidden',
  ],
  /**
   * Screen Reader Only
   * @see https://tailwindcss.com/docs/display#screen-reader-only
   */
  sr: ['sr-only', 'not-sr-only'],
  /**
   * Object Fit
   * @see https://tailwindcss.com/docs/object-fit
   */
  'object-fit': [{ object: ['contain', 'cover', 'fill', 'none', 'scale-down'] }],
  /**
   * Overflow
   * @see https://tailwindcss.com/docs/overflow
   */
  overflow: [{ overflow: scaleOverflow() }],
  /**
   * Overflow X
   * @see https://tailwindcss.com/docs/overflow
   */
  'overflow-x': [{ 'overflow-x': scaleOverflow() }],
  /**
   * Overflow Y
   * @see https://tailwindcss.com/docs/overflow
   */
  'overflow-y': [{ 'overflow-y': scaleOverflow() }],
  /**
   * Position
   * @see https://tailwindcss.com/docs/position
   */
  position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
  /**
   * Inset
   * @see https://tailwindcss.com/docs/top-right-bottom-left
   */
  inset: [{ inset: scaleInset() }],
  /**
   * Inset Inline
   * @see https://tailwindcss.com/docs/top-right-bottom-left
   */
  'inset-x': [{ 'inset-x': scaleInset() }],
  /**
   * Inset Block
   * @see https://tailwindcss.com/docs/top-right-bottom-left
   */
  'inset-y': [{ 'inset-y': scaleInset() }],
  /**
   * Inset Inline Start
   * @see https://tailwindcss.com/docs/top-right-bottom-left
   * @todo class group will be renamed to `inset-s` in next major release
   */
  start: [
    {
      'inset-s': scaleInset(),
      /**
       * @deprecated since Tailwind CSS v4.2.0 in favor of `inset-s-*` utilities.
       * @see https://github.com/tailwindlabs/tailwindcss/pull/19613
       */
      start: scaleInset(),
    },
  ],
  /**
   * Inset Inline End
   * @see https://tailwindcss.com/docs/top-right-bottom-left
   * @todo class group will be renamed to `inset-e` in next major release
   */
  end: [
    {
      'inset-e': scaleInset(),
      /**
       * @deprecated since Tailwind CSS v4.2.0 in favor of `inset-e-*` utilities.
       * @see https://github.com/tailwindlabs/tailwindcss/pull/19613
       */
      end: scaleInset(),
    },
  ],
  /**
   * Top
   * @see https://tailwindcss.com/docs/top-right-bottom-left
   */
  top: [{ top: scaleInset() }],
  /**
   * Right
   * @see https://tailwindcss.com/docs/top-right-bottom-left
   */
  right: [{ right: scaleInset() }],
  /**
   * Bottom
   * @see https://tailwindcss.com/docs/top-right-bottom-left
   */
  bottom: [{ bottom: scaleInset() }],
  /**
   * Left
   * @see https://tailwindcss.com/docs/top-right-bottom-left
   */
  left: [{ left: scaleInset() }],
  /**
   * Visibility
   * @see https://tailwindcss.com/docs/visibility
   */
  visibility: ['visible', 'invisible', 'collapse'],
  /**
   * Z-Index
   * @see https://tailwindcss.com/docs/z-index
   */
  z: [{ z: [isInteger, 'auto', isArbitraryVariable, isArbitraryValue] }],
  /**
   * Flex Direction
   * @see https://tailwindcss.com/docs/flex-direction
   */
  'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
  /**
   * Flex Wrap
   * @see https://tailwindcss.com/docs/flex-wrap
   */
  'flex-wrap': [{ flex: ['nowrap', 'wrap', 'wrap-reverse'] }],
  /**
   * Flex
   * @see https://tailwindcss.com/docs/flex
   */
  flex: [{ flex: [isNumber, isFraction, 'auto', 'initial', 'none', isArbitraryValue] }],
  /**
   * Flex Shrink
   * @see https://tailwindcss.com/docs/flex-shrink
   */
  shrink: [{ shrink: ['', isNumber, isArbitraryVariable, isArbitraryValue] }],
  /**
   * Grid Template Columns
   * @see https://tailwindcss.com/docs/grid-template-columns
   */
  'grid-cols': [{ 'grid-cols': scaleGridTemplateColsRows() }],
  /**
   * Grid Column Start / End
   * @see https://tailwindcss.com/docs/grid-column
   */
  'col-start-end': [{ col: scaleGridColRowStartAndEnd() }],
  /**
   * Grid Column Start
   * @see https://tailwindcss.com/docs/grid-column
   */
  'col-start': [{ 'col-start': scaleGridColRowStartOrEnd() }],
  /**
   * Gap
   * @see https://tailwindcss.com/docs/gap
   */
  gap: [{ gap: scaleUnambiguousSpacing() }],
  /**
   * Gap X
   * @see https://tailwindcss.com/docs/gap
   */
  'gap-x': [{ 'gap-x': scaleUnambiguousSpacing() }],
  /**
   * Gap Y
   * @see https://tailwindcss.com/docs/gap
   */
  'gap-y': [{ 'gap-y': scaleUnambiguousSpacing() }],
  /**
   * Justify Content
   * @see https://tailwindcss.com/docs/justify-content
   */
  'justify-content': [{ justify: [...scaleAlignPrimaryAxis(), 'normal'] }],
  /**
   * Align Items
   * @see https://tailwindcss.com/docs/align-items
   */
  'align-items': [{ items: [...scaleAlignSecondaryAxis(), { baseline: ['', 'last'] }] }],
  /**
   * Align Self
   * @see https://tailwindcss.com/docs/align-self
   */
  'align-self': [{ self: ['auto', ...scaleAlignSecondaryAxis(), { baseline: ['', 'last'] }] }],
  /**
   * Padding
   * @see https://tailwindcss.com/docs/padding
   */
  p: [{ p: scaleUnambiguousSpacing() }],
  /**
   * Padding Inline
   * @see https://tailwindcss.com/docs/padding
   */
  px: [{ px: scaleUnambiguousSpacing() }],
  /**
   * Padding Block
   * @see https://tailwindcss.com/docs/padding
   */
  py: [{ py: scaleUnambiguousSpacing() }],
  /**
   * Padding Inline Start
   * @see https://tailwindcss.com/docs/padding
   */
  ps: [{ ps: scaleUnambiguousSpacing() }],
  /**
   * Padding Inline End
   * @see https://tailwindcss.com/docs/padding
   */
  pe: [{ pe: scaleUnambiguousSpacing() }],
  /**
   * Padding Top
   * @see https://tailwindcss.com/docs/padding
   */
  pt: [{ pt: scaleUnambiguousSpacing() }],
  /**
   * Padding Right
   * @see https://tailwindcss.com/docs/padding
   */
  pr: [{ pr: scaleUnambiguousSpacing() }],
  /**
   * Padding Bottom
   * @see https://tailwindcss.com/docs/padding
   */
  pb: [{ pb: scaleUnambiguousSpacing() }],
  /**
   * Padding Left
   * @see https://tailwindcss.com/docs/padding
   */
  pl: [{ pl: scaleUnambiguousSpacing() }],
  /**
   * Margin
   * @see https://tailwindcss.com/docs/margin
   */
  m: [{ m: scaleMargin() }],
  /**
   * Margin Inline
   * @see https://tailwindcss.com/docs/margin
   */
  mx: [{ mx: scaleMargin() }],
  /**
   * Margin Block
   * @see https://tailwindcss.com/docs/margin
   */
  my: [{ my: scaleMargin() }],
  /**
   * Margin Inline Start
   * @see https://tailwindcss.com/docs/margin
   */
  ms: [{ ms: scaleMargin() }],
  /**
   * Margin Top
   * @see https://tailwindcss.com/docs/margin
   */
  mt: [{ mt: scaleMargin() }],
  /**
   * Margin Bottom
   * @see https://tailwindcss.com/docs/margin
   */
  mb: [{ mb: scaleMargin() }],
  /**
   * Size
   * @see https://tailwindcss.com/docs/width#setting-both-width-and-height
   */
  size: [{ size: scaleSizing() }],
  /**
   * Width
   * @see https://tailwindcss.com/docs/width
   */
  w: [{ w: [themeContainer, 'screen', ...scaleSizing()] }],
  /**
   * Min-Width
   * @see https://tailwindcss.com/docs/min-width
   */
  'min-w': [
    {
      'min-w': [
        themeContainer,
        'screen',
        /** Deprecated. @see https://github.com/tailwindlabs/tailwindcss.com/issues/2027#issuecomment-2620152757 */
        'none',
        ...scaleSizing(),
      ],
    },
  ],
  /**
   * Max-Width
   * @see https://tailwindcss.com/docs/max-width
   */
  'max-w': [
    {
      'max-w': [
        themeContainer,
        'screen',
        'none',
        /** Deprecated since Tailwind CSS v4.0.0. @see https://github.com/tailwindlabs/tailwindcss.com/issues/2027#issuecomment-2620152757 */
        'prose',
        /** Deprecated since Tailwind CSS v4.0.0. @see https://github.com/tailwindlabs/tailwindcss.com/issues/2027#issuecomment-2620152757 */
        { screen: [themeBreakpoint] },
        ...scaleSizing(),
      ],
    },
  ],
  /**
   * Height
   * @see https://tailwindcss.com/docs/height
   */
  h: [{ h: ['screen', 'lh', ...scaleSizing()] }],
  /**
   * Min-Height
   * @see https://tailwindcss.com/docs/min-height
   */
  'min-h': [{ 'min-h': ['screen', 'lh', 'none', ...scaleSizing()] }],
  /**
   * Max-Height
   * @see https://tailwindcss.com/docs/max-height
   */
  'max-h': [{ 'max-h': ['screen', 'lh', 'none', ...scaleSizing()] }],
  /**
   * Font Size
   * @see https://tailwindcss.com/docs/font-size
   */
  'font-size': [{ text: ['base', themeText, isArbitraryVariableLength, isArbitraryLength] }],
  /**
   * Font Style
   * @see https://tailwindcss.com/docs/font-style
   */
  'font-style': ['italic', 'not-italic'],
  /**
   * Font Weight
   * @see https://tailwindcss.com/docs/font-weight
   */
  'font-weight': [
    {
      font: [themeFontWeight, isArbitraryVariableWeight, isArbitraryWeight],
    },
  ],
  /**
   * Font Stretch
   * @see https://tailwindcss.com/docs/font-stretch
   */
  'font-stretch': [
    {
      'font-stretch': [
        'ultra-condensed',
        'extra-condensed',
        'condensed',
        'semi-condensed',
        'normal',
        'semi-expanded',
        'expanded',
        'extra-expanded',
        'ultra-expanded',
        isPercent,
        isArbitraryValue,
      ],
    },
  ],
  /**
   * Font Family
   * @see https://tailwindcss.com/docs/font-family
   */
  'font-family': [{ font: [isArbitraryVariableFamilyName, isArbitraryFamilyName, themeFont] }],
  /**
   * Font Feature Settings
   * @see https://tailwindcss.com/docs/font-feature-settings
   */
  'font-features': [{ 'font-features': [isArbitraryValue] }],
  /**
   * Font Variant Numeric
   * @see https://tailwindcss.com/docs/font-variant-numeric
   */
  'fvn-spacing': ['proportional-nums', 'tabular-nums'],
  /**
   * Letter Spacing
   * @see https://tailwindcss.com/docs/letter-spacing
   */
  tracking: [{ tracking: [themeTracking, isArbitraryVariable, isArbitraryValue] }],
  /**
   * Line Clamp
   * @see https://tailwindcss.com/docs/line-clamp
   */
  'line-clamp': [{ 'line-clamp': [isNumber, 'none', isArbitraryVariable, isArbitraryNumber] }],
  /**
   * Line Height
   * @see https://tailwindcss.com/docs/line-height
   */
  leading: [
    {
      leading: [
        'none',
        /** Deprecated since Tailwind CSS v4.0.0. @see https://github.com/tailwindlabs/tailwindcss.com/issues/2027#issuecomment-2620152757 */
        themeLeading,
        ...scaleUnambiguousSpacing(),
      ],
    },
  ],
  /**
   * List Style Type
   * @see https://tailwindcss.com/docs/list-style-type
   */
  'list-style-type': [{ list: ['disc', 'decimal', 'none', isArbitraryVariable, isArbitraryValue] }],
  /**
   * Text Alignment
   * @see https://tailwindcss.com/docs/text-align
   */
  'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
  /**
   * Placeholder Color
   * @deprecated since Tailwind CSS v3.0.0
   * @see https://v3.tailwindcss.com/docs/placeholder-color
   */
  'placeholder-color': [{ placeholder: scaleColor() }],
  /**
   * Text Color
   * @see https://tailwindcss.com/docs/text-color
   */
  'text-color': [{ text: scaleColor() }],
  /**
   * Text Decoration
   * @see https://tailwindcss.com/docs/text-decoration
   */
  'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
  /**
   * Text Underline Offset
   * @see https://tailwindcss.com/docs/text-underline-offset
   */
  'underline-offset': [
    { 'underline-offset': [isNumber, 'auto', isArbitraryVariable, isArbitraryValue] },
  ],
  /**
   * Text Transform
   * @see https://tailwindcss.com/docs/text-transform
   */
  'text-transform': ['uppercase', 'lowercase', 'capitalize', 'normal-case'],
  /**
   * Text Overflow
   * @see https://tailwindcss.com/docs/text-overflow
   */
  'text-overflow': ['truncate', 'text-ellipsis', 'text-clip'],
  /**
   * Text Wrap
   * @see https://tailwindcss.com/docs/text-wrap
   */
  'text-wrap': [{ text: ['wrap', 'nowrap', 'balance', 'pretty'] }],
  /**
   * Vertical Alignment
   * @see https://tailwindcss.com/docs/vertical-align
   */
  'vertical-align': [
    {
      align: [
        'baseline',
        'top',
        'middle',
        'bottom',
        'text-top',
        'text-bottom',
        'sub',
        'super',
        isArbitraryVariable,
        isArbitraryValue,
      ],
    },
  ],
  /**
   * Whitespace
   * @see https://tailwindcss.com/docs/whitespace
   */
  whitespace: [{ whitespace: ['normal', 'nowrap', 'pre', 'pre-line', 'pre-wrap', 'break-spaces'] }],
  /**
   * Word Break
   * @see https://tailwindcss.com/docs/word-break
   */
  break: [{ break: ['normal', 'words', 'all', 'keep'] }],
  /**
   * Background Attachment
   * @see https://tailwindcss.com/docs/background-attachment
   */
  'bg-attachment': [{ bg: ['fixed', 'local', 'scroll'] }],
  /**
   * Background Clip
   * @see https://tailwindcss.com/docs/background-clip
   */
  'bg-clip': [{ 'bg-clip': ['border', 'padding', 'content', 'text'] }],
  /**
   * Background Origin
   * @see https://tailwindcss.com/docs/background-origin
   */
  'bg-origin': [{ 'bg-origin': ['border', 'padding', 'content'] }],
  /**
   * Background Position
   * @see https://tailwindcss.com/docs/background-position
   */
  'bg-position': [{ bg: scaleBgPosition() }],
  /**
   * Background Repeat
   * @see https://tailwindcss.com/docs/background-repeat
   */
  'bg-repeat': [{ bg: scaleBgRepeat() }],
  /**
   * Background Size
   * @see https://tailwindcss.com/docs/background-size
   */
  'bg-size': [{ bg: scaleBgSize() }],
  /**
   * Background Image
   * @see https://tailwindcss.com/docs/background-image
   */
  'bg-image': [
    {
      bg: [
        'none',
        {
          linear: [
            { to: ['t', 'tr', 'r', 'br', 'b', 'bl', 'l', 'tl'] },
            isInteger,
            isArbitraryVariable,
            isArbitraryValue,
          ],
          radial: ['', isArbitraryVariable, isArbitraryValue],
          conic: ['', isInteger, isArbitraryVariable, isArbitraryValue],
        },
        isArbitraryVariableImage,
        isArbitraryImage,
      ],
    },
  ],
  /**
   * Background Color
   * @see https://tailwindcss.com/docs/background-color
   */
  'bg-color': [{ bg: scaleColor() }],
  /**
   * Border Radius
   * @see https://tailwindcss.com/docs/border-radius
   */
  rounded: [{ rounded: scaleRadius() }],
  /**
   * Border Radius End
   * @see https://tailwindcss.com/docs/border-radius
   */
  'rounded-e': [{ 'rounded-e': scaleRadius() }],
  /**
   * Border Radius Top
   * @see https://tailwindcss.com/docs/border-radius
   */
  'rounded-t': [{ 'rounded-t': scaleRadius() }],
  /**
   * Border Radius Bottom Right
   * @see https://tailwindcss.com/docs/border-radius
   */
  'rounded-br': [{ 'rounded-br': scaleRadius() }],
  /**
   * Border Radius Bottom Left
   * @see https://tailwindcss.com/docs/border-radius
   */
  'rounded-bl': [{ 'rounded-bl': scaleRadius() }],
  /**
   * Border Width
   * @see https://tailwindcss.com/docs/border-width
   */
  'border-w': [{ border: scaleBorderWidth() }],
  /**
   * Border Width Inline
   * @see https://tailwindcss.com/docs/border-width
   */
  'border-w-x': [{ 'border-x': scaleBorderWidth() }],
  /**
   * Border Width Block
   * @see https://tailwindcss.com/docs/border-width
   */
  'border-w-y': [{ 'border-y': scaleBorderWidth() }],
  /**
   * Border Width Inline Start
   * @see https://tailwindcss.com/docs/border-width
   */
  'border-w-s': [{ 'border-s': scaleBorderWidth() }],
  /**
   * Border Width Inline End
   * @see https://tailwindcss.com/docs/border-width
   */
  'border-w-e': [{ 'border-e': scaleBorderWidth() }],
  /**
   * Border Width Block Start
   * @see https://tailwindcss.com/docs/border-width
   */
  'border-w-bs': [{ 'border-bs': scaleBorderWidth() }],
  /**
   * Border Width Block End
   * @see https://tailwindcss.com/docs/border-width
   */
  'border-w-be': [{ 'border-be': scaleBorderWidth() }],
  /**
   * Border Width Top
   * @see https://tailwindcss.com/docs/border-width
   */
  'border-w-t': [{ 'border-t': scaleBorderWidth() }],
  /**
   * Border Width Right
   * @see https://tailwindcss.com/docs/border-width
   */
  'border-w-r': [{ 'border-r': scaleBorderWidth() }],
  /**
   * Border Width Bottom
   * @see https://tailwindcss.com/docs/border-width
   */
  'border-w-b': [{ 'border-b': scaleBorderWidth() }],
  /**
   * Border Width Left
   * @see https://tailwindcss.com/docs/border-width
   */
  'border-w-l': [{ 'border-l': scaleBorderWidth() }],
  /**
   * Divide Width Y
   * @see https://tailwindcss.com/docs/border-width#between-children
   */
  'divide-y': [{ 'divide-y': scaleBorderWidth() }],
  /**
   * Border Style
   * @see https://tailwindcss.com/docs/border-style
   */
  'border-style': [{ border: [...scaleLineStyle(), 'hidden', 'none'] }],
  /**
   * Border Color
   * @see https://tailwindcss.com/docs/border-color
   */
  'border-color': [{ border: scaleColor() }],
  /**
   * Border Color Inline
   * @see https://tailwindcss.com/docs/border-color
   */
  'border-color-x': [{ 'border-x': scaleColor() }],
  /**
   * Border Color Block
   * @see https://tailwindcss.com/docs/border-color
   */
  'border-color-y': [{ 'border-y': scaleColor() }],
  /**
   * Border Color Inline Start
   * @see https://tailwindcss.com/docs/border-color
   */
  'border-color-s': [{ 'border-s': scaleColor() }],
  /**
   * Border Color Inline End
   * @see https://tailwindcss.com/docs/border-color
   */
  'border-color-e': [{ 'border-e': scaleColor() }],
  /**
   * Border Color Block Start
   * @see https://tailwindcss.com/docs/border-color
   */
  'border-color-bs': [{ 'border-bs': scaleColor() }],
  /**
   * Border Color Block End
   * @see https://tailwindcss.com/docs/border-color
   */
  'border-color-be': [{ 'border-be': scaleColor() }],
  /**
   * Border Color Top
   * @see https://tailwindcss.com/docs/border-color
   */
  'border-color-t': [{ 'border-t': scaleColor() }],
  /**
   * Border Color Right
   * @see https://tailwindcss.com/docs/border-color
   */
  'border-color-r': [{ 'border-r': scaleColor() }],
  /**
   * Border Color Bottom
   * @see https://tailwindcss.com/docs/border-color
   */
  'border-color-b': [{ 'border-b': scaleColor() }],
  /**
   * Border Color Left
   * @see https://tailwindcss.com/docs/border-color
   */
  'border-color-l': [{ 'border-l': scaleColor() }],
  /**
   * Outline Style
   * @see https://tailwindcss.com/docs/outline-style
   */
  'outline-style': [{ outline: [...scaleLineStyle(), 'none', 'hidden'] }],
  /**
   * Outline Width
   * @see https://tailwindcss.com/docs/outline-width
   */
  'outline-w': [{ outline: ['', isNumber, isArbitraryVariableLength, isArbitraryLength] }],
  /**
   * Box Shadow
   * @see https://tailwindcss.com/docs/box-shadow
   */
  shadow: [
    {
      shadow: [
        // Deprecated since Tailwind CSS v4.0.0
        '',
        // Deprecated since Tailwind CSS v4.0.0
        'inner',
        'none',
        themeShadow,
        isArbitraryVariableShadow,
        isArbitraryShadow,
      ],
    },
  ],
  /**
   * Box Shadow Color
   * @see https://tailwindcss.com/docs/box-shadow#setting-the-shadow-color
   */
  'shadow-color': [{ shadow: scaleColor() }],
  /**
   * Ring Width
   * @see https://tailwindcss.com/docs/box-shadow#adding-a-ring
   */
  'ring-w': [{ ring: scaleBorderWidth() }],
  /**
   * Ring Width Inset
   * @see https://v3.tailwindcss.com/docs/ring-width#inset-rings
   * @deprecated since Tailwind CSS v4.0.0
   * @see https://github.com/tailwindlabs/tailwindcss/blob/v4.0.0/packages/tailwindcss/src/utilities.ts#L4158
   */
  'ring-w-inset': ['ring-inset'],
  /**
   * Ring Color
   * @see https://tailwindcss.com/docs/box-shadow#setting-the-ring-color
   */
  'ring-color': [{ ring: scaleColor() }],
  /**
   * Ring Offset Width
   * @see https://v3.tailwindcss.com/docs/ring-offset-width
   * @deprecated since Tailwind CSS v4.0.0
   * @see https://github.com/tailwindlabs/tailwindcss/blob/v4.0.0/packages/tailwindcss/src/utilities.ts#L4158
   */
  'ring-offset-w': [{ 'ring-offset': [isNumber, isArbitraryLength] }],
  /**
   * Ring Offset Color
   * @see https://v3.tailwindcss.com/docs/ring-offset-color
   * @deprecated since Tailwind CSS v4.0.0
   * @see https://github.com/tailwindlabs/tailwindcss/blob/v4.0.0/packages/tailwindcss/src/utilities.ts#L4158
   */
  'ring-offset-color': [{ 'ring-offset': scaleColor() }],
  /**
   * Text Shadow
   * @see https://tailwindcss.com/docs/text-shadow
   */
  'text-shadow': [
    {
      'text-shadow': ['none', themeTextShadow, isArbitraryVariableShadow, isArbitraryShadow],
    },
  ],
  /**
   * Text Shadow Color
   * @see https://tailwindcss.com/docs/text-shadow#setting-the-shadow-color
   */
  'text-shadow-color': [{ 'text-shadow': scaleColor() }],
  /**
   * Opacity
   * @see https://tailwindcss.com/docs/opacity
   */
  opacity: [{ opacity: [isNumber, isArbitraryVariable, isArbitraryValue] }],
  /**
   * Background Blend Mode
   * @see https://tailwindcss.com/docs/background-blend-mode
   */
  'bg-blend': [{ 'bg-blend': scaleBlendMode() }],
  /**
   * Border Collapse
   * @see https://tailwindcss.com/docs/border-collapse
   */
  'border-collapse': [{ border: ['collapse', 'separate'] }],
  /**
   * Border Spacing
   * @see https://tailwindcss.com/docs/border-spacing
   */
  'border-spacing': [{ 'border-spacing': scaleUnambiguousSpacing() }],
  /**
   * Border Spacing X
   * @see https://tailwindcss.com/docs/border-spacing
   */
  'border-spacing-x': [{ 'border-spacing-x': scaleUnambiguousSpacing() }],
  /**
   * Border Spacing Y
   * @see https://tailwindcss.com/docs/border-spacing
   */
  'border-spacing-y': [{ 'border-spacing-y': scaleUnambiguousSpacing() }],
  /**
   * Table Layout
   * @see https://tailwindcss.com/docs/table-layout
   */
  'table-layout': [{ table: ['auto', 'fixed'] }],
  /**
   * Caption Side
   * @see https://tailwindcss.com/docs/caption-side
   */
  caption: [{ caption: ['top', 'bottom'] }],
  /**
   * Transition Property
   * @see https://tailwindcss.com/docs/transition-property
   */
  transition: [
    {
      transition: [
        '',
        'all',
        'colors',
        'opacity',
        'shadow',
        'transform',
        'none',
        isArbitraryVariable,
        isArbitraryValue,
      ],
    },
  ],
  /**
   * Animation
   * @see https://tailwindcss.com/docs/animation
   */
  animate: [{ animate: ['none', themeAnimate, isArbitraryVariable, isArbitraryValue] }],
  /**
   * Rotate
   * @see https://tailwindcss.com/docs/rotate
   */
  rotate: [{ rotate: scaleRotate() }],
  /**
   * Translate X
   * @see https://tailwindcss.com/docs/translate
   */
  'translate-x': [{ 'translate-x': scaleTranslate() }],
  /**
   * Translate Y
   * @see https://tailwindcss.com/docs/translate
   */
  'translate-y': [{ 'translate-y': scaleTranslate() }],
  /**
   * Accent Color
   * @see https://tailwindcss.com/docs/accent-color
   */
  accent: [{ accent: scaleColor() }],
  /**
   * Appearance
   * @see https://tailwindcss.com/docs/appearance
   */
  appearance: [{ appearance: ['none', 'auto'] }],
  /**
   * Cursor
   * @see https://tailwindcss.com/docs/cursor
   */
  cursor: [
    {
      cursor: [
        'auto',
        'default',
        'pointer',
        'wait',
        'text',
        'move',
        'help',
        'not-allowed',
        'none',
        'context-menu',
        'progress',
        'cell',
        'crosshair',
        'vertical-text',
        'alias',
        'copy',
        'no-drop',
        'grab',
        'grabbing',
        'all-scroll',
        'col-resize',
        'row-resize',
        'n-resize',
        'e-resize',
        's-resize',
        'w-resize',
        'ne-resize',
        'nw-resize',
        'se-resize',
        'sw-resize',
        'ew-resize',
        'ns-resize',
        'nesw-resize',
        'nwse-resize',
        'zoom-in',
        'zoom-out',
        isArbitraryVariable,
        isArbitraryValue,
      ],
    },
  ],
  /**
   * Pointer Events
   * @see https://tailwindcss.com/docs/pointer-events
   */
  'pointer-events': [{ 'pointer-events': ['auto', 'none'] }],
  /**
   * Resize
   * @see https://tailwindcss.com/docs/resize
   */
  resize: [{ resize: ['none', '', 'y', 'x'] }],
  /**
   * User Select
   * @see https://tailwindcss.com/docs/user-select
   */
  select: [{ select: ['none', 'text', 'all', 'auto'] }],
  /**
   * Fill
   * @see https://tailwindcss.com/docs/fill
   */
  fill: [{ fill: ['none', ...scaleColor()] }],
  /**
   * Stroke Width
   * @see https://tailwindcss.com/docs/stroke-width
   */
  'stroke-w': [
    {
      stroke: [isNumber, isArbitraryVariableLength, isArbitraryLength, isArbitraryNumber],
    },
  ],
  /**
   * Stroke
   * @see https://tailwindcss.com/docs/stroke
   */
  stroke: [{ stroke: ['none', ...scaleColor()] }],
} as const satisfies Partial<Config<DefaultClassGroupIds, DefaultThemeGroupIds>['classGroups']>;

/** The Strata config for `createTailwindMerge`; read once, on the first merge. */
export const getStrataMergeConfig = (): Config<keyof typeof classGroups, keyof typeof theme> => ({
  cacheSize: 500,
  theme,
  classGroups,
  conflictingClassGroups: {
    overflow: ['overflow-x', 'overflow-y'],
    inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
    'inset-x': ['start', 'end', 'right', 'left'],
    'inset-y': ['top', 'bottom'],
    flex: ['shrink'],
    gap: ['gap-x', 'gap-y'],
    p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
    px: ['ps', 'pe', 'pr', 'pl'],
    py: ['pt', 'pb'],
    m: ['mx', 'my', 'ms', 'mt', 'mb'],
    mx: ['ms'],
    my: ['mt', 'mb'],
    size: ['w', 'h'],
    'font-size': ['leading'],
    'line-clamp': ['display', 'overflow'],
    rounded: ['rounded-e', 'rounded-t', 'rounded-br', 'rounded-bl'],
    'border-spacing': ['border-spacing-x', 'border-spacing-y'],
    'border-w': [
      'border-w-x',
      'border-w-y',
      'border-w-s',
      'border-w-e',
      'border-w-bs',
      'border-w-be',
      'border-w-t',
      'border-w-r',
      'border-w-b',
      'border-w-l',
    ],
    'border-w-x': ['border-w-s', 'border-w-e', 'border-w-r', 'border-w-l'],
    'border-w-y': ['border-w-bs', 'border-w-be', 'border-w-t', 'border-w-b'],
    'border-color': [
      'border-color-x',
      'border-color-y',
      'border-color-s',
      'border-color-e',
      'border-color-bs',
      'border-color-be',
      'border-color-t',
      'border-color-r',
      'border-color-b',
      'border-color-l',
    ],
    'border-color-x': ['border-color-s', 'border-color-e', 'border-color-r', 'border-color-l'],
    'border-color-y': ['border-color-bs', 'border-color-be', 'border-color-t', 'border-color-b'],
  },
  conflictingClassGroupModifiers: {
    'font-size': ['leading'],
  },
  orderSensitiveModifiers: [
    '*',
    '**',
    'after',
    'backdrop',
    'before',
    'details-content',
    'file',
    'first-letter',
    'first-line',
    'marker',
    'placeholder',
    'selection',
  ],
});
