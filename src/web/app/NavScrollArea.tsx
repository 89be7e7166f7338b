import { ScrollArea } from '@mantine/core';

/** The default export the layout loads lazily (ScrollArea shares its chunk with floating-ui). */
export default ScrollArea;
