/**
 * The values of the result contract that are more than one word: a vector's differences, its program steps and its
 * expected and actual observations. Each has one codec each way for its report-entry value, so the engine publishes
 * the value itself and every reader decodes the same value instead of parsing text meant for people.
 */
package org.pto.avs.results.values;
