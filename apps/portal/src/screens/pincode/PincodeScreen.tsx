import PlaceholderScreen from "../placeholder/PlaceholderScreen.tsx";

/** Not built yet: states its name. */
export default PlaceholderScreen;
