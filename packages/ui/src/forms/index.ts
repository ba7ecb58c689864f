export { FormField, FormStatusLines, type FormFieldProps, type FormStatusLinesProps } from "./form-field.tsx";
