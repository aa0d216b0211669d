/*
 * The developer pages draw logs and URLs in a monospace font the app ships (JetBrains Mono), so
 * they look the same on every machine, whatever monospace fonts it has. Loaded with these pages
 * only: the font's @font-face rules ride in their chunk's stylesheet.
 */
import '@fontsource-variable/jetbrains-mono';
